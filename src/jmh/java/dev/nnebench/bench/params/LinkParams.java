package dev.nnebench.bench.params;

import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * An emulated link on 127.0.0.1 in front of the target ({@code LinkSpec}): "0" and "unlimited"
 * put none there. Shared by the benchmarks whose cost a round trip changes (a fetch, an open, a
 * pool's borrow and fetch). See {@link ConnectParams} for how JMH records these.
 */
@State(Scope.Benchmark)
public class LinkParams {
  @Param("0")
  public String rtt;

  @Param("unlimited")
  public String bandwidth;
}
