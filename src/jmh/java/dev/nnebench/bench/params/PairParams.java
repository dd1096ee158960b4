package dev.nnebench.bench.params;

import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Which endpoint a cell connects to and the other side it is paired with: a paired trial measures
 * the counterpart beside its own cell in one JVM, and the report takes their ratio. The
 * counterpart may change the transport too ({@code transport=tcp/encryption=AES256}), so the two
 * are declared together. See {@link ConnectParams} for how JMH records these.
 */
@State(Scope.Benchmark)
public class PairParams {
  /* tcp, tcps (TLS as the JDK negotiates by default, NNE off) or eztls. */
  @Param("tcp")
  public String transport;

  /* Empty: unpaired. Else the values of the other side, e.g. encryption=NONE/checksum=NONE. */
  @Param("")
  public String counterpart;
}
