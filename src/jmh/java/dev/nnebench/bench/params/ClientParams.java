package dev.nnebench.bench.params;

import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * How the client of a single fetch is set up: the driver's crypto engine and NNE levels, how the
 * application reads a cell, and what the connection asks for beyond NNE. Only the fetch
 * benchmarks sweep these; the others connect with the defaults. See {@link ConnectParams} for
 * how JMH records these.
 */
@State(Scope.Benchmark)
public class ClientParams {
  /* useJCEAPI: the JDK's crypto instead of the driver's own (ojdbc 23 ignores it). */
  @Param("true")
  public String jce;

  @Param("REQUIRED")
  public String encryptionLevel;

  @Param("REQUIRED")
  public String checksumLevel;

  @Param("getString")
  public String read;

  /* The SDU the client asks for in its connect descriptor ("default": the driver's 8192). */
  @Param("default")
  public String sdu;

  /* oracle.jdbc.defaultLobPrefetchSize ("default": the driver's, 4000 in 19, 32768 in 21/23). */
  @Param("default")
  public String lobPrefetch;
}
