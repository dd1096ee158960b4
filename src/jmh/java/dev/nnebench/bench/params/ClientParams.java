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

  /* A known CPU cost per chunk of rows read, as a share of the side's own ("0": none): checks a
   * gate's power (see dev.nnebench.scenario.Calibration). */
  @Param("0")
  public String calibration;

  /* The SDU the client asks for in its connect descriptor ("default": the driver's 8192). */
  @Param("default")
  public String sdu;

  /* oracle.jdbc.defaultLobPrefetchSize ("default": the driver's, 4000 in 19, 32768 in 21/23). */
  @Param("default")
  public String lobPrefetch;

  /* oracle.net.networkCompression with its levels: "off", or "high" (zlib). */
  @Param("off")
  public String compression;

  /* oracle.net.networkCompressionThreshold: packets up to it go out uncompressed. */
  @Param("1024")
  public String compressionThreshold;
}
