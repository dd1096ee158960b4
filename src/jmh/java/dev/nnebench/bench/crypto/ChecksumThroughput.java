package dev.nnebench.bench.crypto;

import dev.nnebench.nne.ChecksumType;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * How fast can the NNE checksums go on this CPU, with no socket: the checksum half of the
 * ceiling.
 *
 * <p>Timed: one digest of an SDU-sized buffer ({@code bytes}), by plain JCE or by the driver's
 * NNE checksum object. Excluded: engine creation, class loading, filling the buffer. {@code copy}
 * is the baseline: cloning the buffer. MB/s = score x bytes / 1e6.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class ChecksumThroughput {
  @Param({"8192", "65535"})
  public int bytes;

  @Param({"SHA1", "SHA256", "SHA384", "SHA512"})
  public ChecksumType algorithm;

  @Param({"JCE", "DRIVER_23"})
  public CryptoEngine engine;

  /* Non-final so the JIT cannot fold the input (JMH sample 10). */
  private byte[] data;
  private Digest digest;

  @Setup
  public void setUp() throws Throwable {
    data = new byte[bytes];
    new SplittableRandom(bytes).nextBytes(data);
    digest = engine.digest(algorithm);
  }

  @Benchmark
  public byte[] copy() {
    return data.clone();
  }

  @Benchmark
  public byte[] digest() throws Exception {
    return digest.digest(data);
  }
}
