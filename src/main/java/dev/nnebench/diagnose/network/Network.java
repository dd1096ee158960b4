package dev.nnebench.diagnose.network;

import dev.nnebench.diagnose.profile.InForce;
import dev.nnebench.diagnose.profile.WireProfile;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.link.MeasuredRtt;
import dev.nnebench.link.WireTally;
import dev.nnebench.target.TargetKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The network of a diagnosis: the emulated link put in front of the target for the profile and
 * the sweep ({@code --rtt}/{@code --bandwidth}, none by default), the round trip measured to the
 * target over it, the bandwidth the profiling fetch shows the path has at least, and the link the
 * loopback replay runs over: the RTT given with {@code --rtt}, else the one measured, so a url or
 * container target's network is brought to the loopback double.
 *
 * @param kind the target's kind
 * @param link the emulated link in front of the target (NONE: none)
 * @param rttGiven whether {@code --rtt} was given: then it, not the measured RTT, is replayed
 * @param measured the RTT measured on the application's connection, if measured
 * @param bandwidthAtLeast bits per second the profiling fetch moved at least, if it moved enough
 * @param bandwidthNote why the bandwidth was not measured, when it was not
 */
public record Network(TargetKind kind, LinkSpec link, boolean rttGiven,
    Optional<TargetRtt> measured, Optional<Long> bandwidthAtLeast, String bandwidthNote) {
  /** A network whose bandwidth is not measured yet. */
  public Network(TargetKind kind, LinkSpec link, boolean rttGiven, Optional<TargetRtt> measured) {
    this(kind, link, rttGiven, measured, Optional.empty(), "not measured");
  }

  /* Below this a profile's bytes say nothing about bandwidth: a few round trips' worth. */
  static final long MIN_BANDWIDTH_BYTES = 1_000_000;
  /* The replayed RTT is rounded to this: finer than a link can be paced. */
  private static final long ROUND_NANOS = 10_000;

  /** No link and nothing measured: the loopback path as it is. */
  public static Network loopback() {
    return new Network(TargetKind.LOOPBACK, LinkSpec.NONE, false, Optional.empty());
  }

  /**
   * The network with the bandwidth {@code profile} shows: its bytes from the server over the time
   * of its fetch not spent paying round trips (the server's and the client's time count against
   * it, so the path has at least this).
   */
  public Network withBandwidthFrom(WireProfile profile) {
    if (measured.isEmpty() || profile.wire().isEmpty() || profile.nanos() <= 0) {
      return withBandwidth(Optional.empty(), "not measured: the profiling fetch was not counted");
    }
    WireTally.Counts c = profile.wire().get();
    if (c.bytesFromServer() < MIN_BANDWIDTH_BYTES) {
      return withBandwidth(Optional.empty(), "not measured: the profiling fetch moved under 1 MB");
    }
    double streamNanos = profile.nanos() - c.roundTrips() * (double) measured.get().rttNanos();
    if (streamNanos <= 0) {
      return withBandwidth(Optional.empty(), String.format(Locale.ROOT, "not measured: the"
          + " profiling fetch's %,d round trips at the RTT measured take all of its %.0f ms, so"
          + " its round trips, not the bandwidth, bound it", c.roundTrips(),
          profile.nanos() / 1e6));
    }
    long bits = Math.round(c.bytesFromServer() * 8 / (streamNanos / 1e9));
    return withBandwidth(Optional.of(bits), "");
  }

  private Network withBandwidth(Optional<Long> bits, String note) {
    return new Network(kind, link, rttGiven, measured, bits, note);
  }

  /** The RTT a fetch's round trips pay here: measured when measured, else the link's. */
  public double rttMs() {
    return measured.map(TargetRtt::rttMs).orElse(link.rttNanos() / 1e6);
  }

  /** The link the loopback replay runs over: {@code --rtt} when given, else the RTT measured. */
  public LinkSpec replayLink() {
    if (rttGiven || measured.isEmpty()) {
      return link;
    }
    long rtt = Math.round((double) measured.get().rttNanos() / ROUND_NANOS) * ROUND_NANOS;
    return new LinkSpec(rtt, link.bitsPerSecond(), 0);
  }

  /** Where the sweep's trials ran, for the advice, e.g. {@code on a 2ms link}; "" on loopback. */
  public String where() {
    if (kind == TargetKind.LOOPBACK) {
      return link.emulated() ? "on a " + linkWords(link) : "";
    }
    String rtt = measured.map(m -> ", RTT " + MeasuredRtt.ms(m.rttNanos()) + " measured")
        .orElse("");
    return "on the network to the target" + (link.emulated() ? " behind an emulated "
        + linkWords(link) : "") + rtt;
  }

  /** Where the replay's trials ran, e.g. {@code on a 2.05ms link (the RTT measured ...)}. */
  public String replayWhere() {
    LinkSpec replay = replayLink();
    if (!replay.emulated()) {
      return "on loopback without a link";
    }
    return "on a " + linkWords(replay) + (rttGiven || measured.isEmpty() ? " (--rtt)"
        : " (the RTT measured to the target)");
  }

  /** The lines diagnose prints and writes, name then value. */
  public List<String> lines() {
    List<String> out = new ArrayList<>();
    out.add(InForce.row("link", link.emulated() ? link.describe()
        + " emulated on 127.0.0.1 in front of the target (TCP windows not emulated)"
        : "none emulated"));
    out.add(InForce.row("rtt", measured.map(TargetRtt::describe).orElse(link.emulated()
        ? link.rttLabel() + " (the link's, measured on each trial's connections)"
        : "not measured")));
    out.add(InForce.row("bandwidth", bandwidthAtLeast.map(b -> String.format(Locale.ROOT,
        "at least %.0f Mbit/s (the profiling fetch's bytes over its time not spent in round"
        + " trips; not given to the replay, as the server's time counts in it)", b / 1e6))
        .orElse(link.bitsPerSecond() > 0 ? link.bandwidthLabel() + " (the link's; "
            + bandwidthNote + ")" : bandwidthNote)));
    if (kind != TargetKind.LOOPBACK) {
      out.add(InForce.row("replay", replayWhere() + (rttGiven ? ""
          : "; --rtt would replay another")));
    }
    return out;
  }

  private static String linkWords(LinkSpec l) {
    String bandwidth = l.bitsPerSecond() > 0 ? " " + l.bandwidthLabel() : "";
    return (l.rttNanos() > 0 ? l.rttLabel() : "no-delay") + bandwidth + " link";
  }
}
