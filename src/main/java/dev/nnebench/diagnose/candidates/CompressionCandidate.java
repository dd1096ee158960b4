package dev.nnebench.diagnose.candidates;

import dev.nnebench.cell.Axes;
import dev.nnebench.diagnose.network.Network;
import dev.nnebench.diagnose.profile.WireProfile;
import dev.nnebench.fetch.CompressionProbe;
import dev.nnebench.fetch.Connector;
import dev.nnebench.fetch.Session;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.NetCompression;
import dev.nnebench.target.Target;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Oracle Net compression as a candidate, measured only where the link makes it worth a trial:
 * the profiling fetch's bytes over the link's bandwidth (the emulated link's cap, else the one
 * the profile measured, where the RTT says there is a network: 1 ms or more) give the time the
 * link spends carrying them; a sample of the result's
 * rows, deflated ({@link RowSample}), says how much of that time compression could save; the
 * candidate is swept when that saving is at least {@value #MIN_SHARE_PERCENT} % of the fetch and
 * the server agrees to compress. The sweep then measures the real gain on the target, as every
 * candidate's. Left out with why otherwise: NNE encryption in force (ojdbc compresses after it
 * encrypts: ciphertext does not compress), a driver before 23 on a sealed channel, a local or
 * LAN link without a cap, a fast link,
 * rows that do not compress, a server that does not.
 */
public final class CompressionCandidate {
  /** The candidate: compression at level high (zlib), the level thin drivers implement. */
  public static final Candidate HIGH = Candidate.setting(Axes.COMPRESSION, NetCompression.HIGH);
  static final int MIN_SHARE_PERCENT = 20;
  static final double MIN_RATIO = 1.3;
  /*
   * Below this RTT and without a cap the path is local or a LAN: the profile's bandwidth is then
   * only a bound that counts the server's and a cold client's time, not the link's.
   */
  static final double WAN_RTT_MS = 1.0;

  private CompressionCandidate() {}

  /** {@code planned} with compression added, or with the line saying why it was left out. */
  public static Candidates.Selection add(Candidates.Selection planned, Scenario inForce,
      Target target, String sql, WireProfile profile, Network network) {
    List<Candidate> kept = new ArrayList<>(planned.kept());
    List<String> skipped = new ArrayList<>(planned.skipped());
    reason(inForce, target, sql, profile, network).ifPresentOrElse(
        why -> skipped.add(HIGH.text() + ": " + why), () -> kept.add(HIGH));
    return new Candidates.Selection(kept, skipped);
  }

  static Optional<String> reason(Scenario inForce, Target target, String sql,
      WireProfile profile, Network network) {
    if (inForce.encryption() != EncryptionType.NONE) {
      return Optional.of("NNE encryption is in force, and ojdbc compresses after it encrypts:"
          + " ciphertext leaves nothing to compress (checksum-only NNE or TLS would)");
    }
    if (inForce.nneOn() && inForce.driver().major() < NetCompression.SEALED_MIN_DRIVER) {
      return Optional.of("ojdbc " + inForce.driver().shortName() + " fails in its own codec"
          + " once NNE seals the channel; only ojdbc " + NetCompression.SEALED_MIN_DRIVER
          + " compresses there");
    }
    if (network.link().bitsPerSecond() <= 0 && network.rttMs() < WAN_RTT_MS) {
      String rtt = network.measured().isPresent()
          ? String.format(Locale.ROOT, "the target answers in %.2f ms", network.rttMs())
          : "no network RTT was measured";
      return Optional.of("no slow link: " + rtt + " and no --bandwidth caps the link (a local"
          + " or LAN link carries the rows faster than compression can pack them)");
    }
    Optional<Long> bits = bandwidth(network);
    long bytes = profile.wire().map(c -> c.bytesFromServer()).orElse(0L);
    if (bits.isEmpty() || bytes == 0 || profile.nanos() <= 0) {
      return Optional.of("the link's bandwidth was not measured (" + network.bandwidthNote()
          + "), so what compression could save is unknown");
    }
    try {
      RowSample sample = RowSample.read(inForce, target, sql);
      return worthATrial(bytes, bits.get(), profile.nanos(), sample)
          .or(() -> serverCompresses(inForce, target));
    } catch (SQLException e) {
      return Optional.of("its rows could not be sampled: " + e.getMessage());
    }
  }

  /**
   * Why a fetch of {@code bytes} over {@code bits} per second taking {@code nanos} is not worth
   * a trial with rows that compress as {@code sample} does; empty when it is.
   */
  static Optional<String> worthATrial(long bytes, long bits, long nanos, RowSample sample) {
    double linkSeconds = bytes * 8.0 / bits;
    double saved = linkSeconds * (1 - 1 / sample.ratio());
    double share = saved / (nanos / 1e9);
    if (sample.ratio() >= MIN_RATIO && share * 100 >= MIN_SHARE_PERCENT) {
      return Optional.empty();
    }
    return Optional.of(String.format(Locale.ROOT, "at most %.0f %% of the fetch to save: its"
        + " %.1f MB cross %.0f Mbit/s in %.0f ms of its %.0f ms, and a sample of its rows"
        + " compresses %.1fx (%s)", share * 100, bytes / 1e6, bits / 1e6, linkSeconds * 1e3,
        nanos / 1e6, sample.ratio(), sample.describe()));
  }

  /* The emulated link's cap, else what the profile measured the path carries at least. */
  private static Optional<Long> bandwidth(Network network) {
    long cap = network.link().bitsPerSecond();
    return cap > 0 ? Optional.of(cap) : network.bandwidthAtLeast();
  }

  /* One connect asking for compression: a trial that did not get it would fail the sweep. */
  private static Optional<String> serverCompresses(Scenario inForce, Target target) {
    try (Session s = Connector.open(inForce, NetCompression.HIGH.on(target,
        NetCompression.DEFAULT_THRESHOLD))) {
      String got = CompressionProbe.negotiated(s.connection());
      return got.equals("off") ? Optional.of("the server does not compress: it needs"
          + " SQLNET.COMPRESSION=on and high in SQLNET.COMPRESSION_LEVELS (and Oracle's Advanced"
          + " Compression Option licence)") : Optional.empty();
    } catch (SQLException e) {
      return Optional.of("a connect asking for compression failed: " + e.getMessage());
    }
  }
}
