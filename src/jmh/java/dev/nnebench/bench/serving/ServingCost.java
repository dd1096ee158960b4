package dev.nnebench.bench.serving;

import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.KeySchedule;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.call.SessionInfo;
import dev.nnebench.wire.crypto.DataChannel;
import dev.nnebench.wire.query.CallBodies;
import dev.nnebench.wire.query.QueryService;
import dev.nnebench.wire.ttc.FunctionCode;
import dev.nnebench.wire.ttc.MessageSink;
import dev.nnebench.wire.ttc.TtcReader;
import dev.nnebench.wire.ttc.TtcWriter;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the loopback double costs to serve a fetch: one thread executes a shape query on a
 * {@link QueryService}, fetches every row, cuts the TTC stream into SDU-sized DATA payloads and
 * seals each with NNE ({@link DataChannel}), into a sink that discards them. No socket, no driver.
 *
 * <p>{@code bareCipherAndMac} is the reference measured in the same run: JCE CBC encryption
 * (AES-256, or DESede for 3DES) and the SHA-2 digest of the same number of same-sized payloads,
 * nothing else (for NONE, a plain copy). Two counters ride along: {@code payloadBytes} (TTC payload bytes) and
 * {@code cpuNanos} (the benchmark thread's CPU time), both per second of the same run, so
 * CPU seconds per GB served = cpuNanos / payloadBytes, and stays right on a machine shared with
 * other work, where wall-clock rates do not. The double's goal: serve within 1.3x of the bare
 * cipher+MAC cost. For 3DES the double runs its own EDE chain (NNE's server side chains through
 * 3DES-Decrypt, which no JCE mode does), so there the ratio compares it with the JCE's DESede.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class ServingCost {
  /** The SDU the drivers ask for by default; DATA packets are at most this long. */
  static final int SDU = 8192;
  /** TNS header (8) and data flags (2) in front of each sealed body. */
  static final int PACKET_OVERHEAD = 10;
  /** A mid-sized shape: 2,000 rows x 10 VARCHAR2(500), about 10 MB of TTC per fetch. */
  static final Shape SHAPE = new Shape(2_000, 10, 500, 0, 1);
  static final int FETCH_SIZE = 1_000;

  /** NNE off, AES256 with one of the SHA-2 checksums the benchmark compares, or 3DES168. */
  public enum Protection {
    NONE(EncryptionType.NONE, ChecksumType.NONE, null, null),
    AES256_SHA256(EncryptionType.AES256, ChecksumType.SHA256, "SHA-256", "AES"),
    AES256_SHA512(EncryptionType.AES256, ChecksumType.SHA512, "SHA-512", "AES"),
    TDES168_SHA256(EncryptionType.TDES168, ChecksumType.SHA256, "SHA-256", "DESede");

    final EncryptionType encryption;
    final ChecksumType checksum;
    final String jcaDigest;
    /** The JCE cipher of the reference, run as {@code <name>/CBC/NoPadding}. */
    final String jcaCipher;

    Protection(EncryptionType encryption, ChecksumType checksum, String jcaDigest,
        String jcaCipher) {
      this.encryption = encryption;
      this.checksum = checksum;
      this.jcaDigest = jcaDigest;
      this.jcaCipher = jcaCipher;
    }

    int block() {
      return encryption == EncryptionType.TDES168 ? 8 : 16;
    }
  }

  /** Bytes served and CPU time spent, reported next to the operation rate. */
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  @State(Scope.Thread)
  public static class Served {
    public long payloadBytes;
    public long cpuNanos;

    @Setup(Level.Iteration)
    public void reset() {
      payloadBytes = 0;
      cpuNanos = 0;
    }

    void add(long bytes, long cpuStart) {
      payloadBytes += bytes;
      cpuNanos += THREADS.getCurrentThreadCpuTime() - cpuStart;
    }
  }

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  @Param
  public Protection protection;

  private SealingSink sink;
  private BareCipherAndMac bare;
  private byte[] execute;
  private long payloadPerFetch;

  @Setup(Level.Trial)
  public void setUp() throws IOException, GeneralSecurityException {
    Random random = new Random(42);
    byte[] secret = new byte[256];
    byte[] iv = new byte[16];
    random.nextBytes(secret);
    random.nextBytes(iv);
    // the double's default schedule; per packet both schedules do the same work
    DataChannel channel = DataChannel.create(protection.encryption, protection.checksum, secret, iv,
        KeySchedule.DEFAULT);
    sink = new SealingSink(channel, SDU - PACKET_OVERHEAD);
    execute = CallBodies.executeQuery(SHAPE.toSql(), FETCH_SIZE);
    payloadPerFetch = serveOnce();
    bare = new BareCipherAndMac(protection, secret, sink.payloadLimit());
  }

  @Benchmark
  public long serve(Served served) throws IOException {
    long cpu = THREADS.getCurrentThreadCpuTime();
    long bytes = serveOnce();
    served.add(bytes, cpu);
    return bytes;
  }

  @Benchmark
  public long bareCipherAndMac(Served served) throws GeneralSecurityException {
    long cpu = THREADS.getCurrentThreadCpuTime();
    long bytes = bare.run(payloadPerFetch);
    served.add(bytes, cpu);
    return bytes;
  }

  /** One whole fetch: execute with prefetch, FETCH until exhausted, close the cursor. */
  private long serveOnce() throws IOException {
    QueryService service = new QueryService(
        new SessionInfo("bench", "FREEPDB1", null, null, 13, true));
    sink.startCounting();
    service.call(FunctionCode.EXECUTE, 1, new TtcReader(execute), sink);
    sink.flush();
    long fetches = (SHAPE.rows() + FETCH_SIZE - 1) / FETCH_SIZE - 1;
    for (long i = 0; i < fetches; i++) {
      service.call(FunctionCode.FETCH, 2, new TtcReader(CallBodies.fetch(1, FETCH_SIZE)), sink);
      sink.flush();
    }
    return sink.payloadBytes();
  }

  /** Seals what the service flushes, packet by packet, and forgets it. */
  static final class SealingSink implements MessageSink {
    private final TtcWriter writer = new TtcWriter(128 * 1024);
    private final DataChannel channel;
    private final int payloadLimit;
    private final byte[] packet = new byte[SDU];
    private long payloadBytes;

    SealingSink(DataChannel channel, int maxBody) {
      this.channel = channel;
      this.payloadLimit = channel.maxPayload(maxBody);
    }

    @Override
    public TtcWriter writer() {
      return writer;
    }

    @Override
    public void flush() {
      byte[] data = writer.array();
      for (int off = 0; off < writer.length(); off += payloadLimit) {
        int n = Math.min(payloadLimit, writer.length() - off);
        channel.seal(data, off, n, packet, 0);
      }
      payloadBytes += writer.length();
      writer.reset();
    }

    void startCounting() {
      payloadBytes = 0;
    }

    long payloadBytes() {
      return payloadBytes;
    }

    int payloadLimit() {
      return payloadLimit;
    }
  }

  /**
   * The reference: per payload, SHA-2 over payload and a MAC-sized key block, then CBC over
   * payload, MAC and padding from a zero IV, as NNE does, with the JCE used directly.
   */
  static final class BareCipherAndMac {
    private final Protection protection;
    private final int payloadLimit;
    private final byte[] payload;
    private final byte[] out = new byte[SDU + 128];
    private final byte[] tail;
    private final Cipher cipher;
    private final MessageDigest digest;

    BareCipherAndMac(Protection protection, byte[] secret, int payloadLimit)
        throws GeneralSecurityException {
      this.protection = protection;
      this.payloadLimit = payloadLimit;
      this.payload = new byte[payloadLimit];
      new Random(7).nextBytes(payload);
      boolean on = protection != Protection.NONE;
      int macLength = on ? protection.checksum.macLength() : 0;
      this.tail = new byte[2 * macLength + 16];
      this.digest = on ? MessageDigest.getInstance(protection.jcaDigest) : null;
      this.cipher = on ? Cipher.getInstance(protection.jcaCipher + "/CBC/NoPadding") : null;
      if (on) {
        cipher.init(Cipher.ENCRYPT_MODE,
            new SecretKeySpec(secret, 0, protection.encryption.keyLength(), protection.jcaCipher),
            new IvParameterSpec(new byte[protection.block()]));
      }
    }

    /** Processes {@code bytes} of payload in packets of the served size. */
    long run(long bytes) throws GeneralSecurityException {
      for (long left = bytes; left > 0; left -= payloadLimit) {
        packet((int) Math.min(left, payloadLimit));
      }
      return bytes;
    }

    private void packet(int n) throws GeneralSecurityException {
      if (protection == Protection.NONE) {
        System.arraycopy(payload, 0, out, 0, n);
        return;
      }
      int macLength = protection.checksum.macLength();
      digest.update(payload, 0, n);
      digest.update(tail, macLength, macLength); // stands in for the keystream block
      digest.digest(tail, 0, macLength);
      int block = protection.block();
      int pad = (block - (n + macLength) % block) % block;
      int written = cipher.update(payload, 0, n, out, 0);
      cipher.doFinal(tail, 0, macLength + pad, out, written);
    }
  }
}
