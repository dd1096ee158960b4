package dev.nnebench.bench.params;

import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * What a fetch reads and how many rows a round trip carries. The default shape (100 rows of 3
 * short columns) is one request's worth, so the fetch's fixed costs stay in view. See {@link
 * ConnectParams} for how JMH records these.
 */
@State(Scope.Benchmark)
public class RowParams {
  @Param("100")
  public String fetchSize;

  @Param("tiny")
  public String shape;
}
