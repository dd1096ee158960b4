package dev.nnebench.bench.crypto;

import dev.nnebench.nne.EncryptionType;
import java.util.Arrays;
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
 * How fast can AES-CBC go on this CPU, with no socket: the ceiling a fetch is compared against.
 *
 * <p>Timed: one encrypt or one decrypt of an SDU-sized buffer ({@code bytes}), by plain JCE or by
 * the driver's NNE cipher object. Excluded: key setup, class loading, filling the buffers (all in
 * trial setup). {@code copy} is the baseline: cloning the same buffer, the floor any engine pays
 * to return a fresh array. Throughput is operations per second; MB/s = score x bytes / 1e6.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class CipherThroughput {
  /** The SDU sizes that bound one NNE-sealed packet: the 8 KB default and the 64 KB maximum. */
  @Param({"8192", "65535"})
  public int bytes;

  @Param({"AES128", "AES192", "AES256"})
  public EncryptionType algorithm;

  @Param({"JCE", "DRIVER_23"})
  public CryptoEngine engine;

  private static final int AES_BLOCK = 16;

  /* Non-final so the JIT cannot fold the inputs (JMH sample 10). */
  private byte[] plain;
  private byte[] sealed;
  private AesCbc cipher;

  @Setup
  public void setUp() throws Throwable {
    // JCE's NoPadding needs whole blocks; the driver pads itself, so both get the same input.
    plain = new byte[bytes - bytes % AES_BLOCK];
    new SplittableRandom(bytes).nextBytes(plain);
    cipher = engine.aes(algorithm);
    sealed = cipher.encrypt(plain);
    if (!Arrays.equals(plain, cipher.decrypt(sealed))) {
      throw new IllegalStateException(engine + " " + algorithm + " does not round-trip");
    }
  }

  @Benchmark
  public byte[] copy() {
    return plain.clone();
  }

  @Benchmark
  public byte[] encrypt() throws Exception {
    return cipher.encrypt(plain);
  }

  @Benchmark
  public byte[] decrypt() throws Exception {
    return cipher.decrypt(sealed);
  }
}
