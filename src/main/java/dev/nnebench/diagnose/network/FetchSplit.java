package dev.nnebench.diagnose.network;

import dev.nnebench.diagnose.profile.InForce;
import dev.nnebench.diagnose.profile.WireProfile;
import dev.nnebench.stats.Interval;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

/**
 * Where the profiling fetch's wall time went, part by part, each with the interval its
 * measurement allows: the fetching thread's CPU (the driver decrypting and decoding, and the
 * profiler reading), the network (round trips x the RTT: the fastest ping less its CPU up to the
 * typical one), the server (the change of DB time in the session's time model, less what reading
 * it costs), and the rest (wall less those: bytes streaming at the link's bandwidth, the machine's
 * scheduling). The parts add up to the wall time when the rest's interval holds 0 or more; where
 * the server's views cannot be read the server stays in the rest, as it does without the grant.
 *
 * @param wallMs the fetch's wall time, execute to last row
 * @param clientCpuMs the fetching thread's CPU
 * @param networkMs round trips x RTT, if round trips were counted and an RTT is known
 * @param serverMs DB time, if readable
 * @param roundTrips the round trips counted (relay, else the server's count), 0 if none
 * @param outsideMs the server's 'SQL*Net message from client' wait, if readable
 */
public record FetchSplit(double wallMs, Interval clientCpuMs, Optional<Interval> networkMs,
    Optional<Interval> serverMs, long roundTrips, Optional<Double> outsideMs) {
  /* Most of the wall time: the share from which a fetch is the database's to speed up. */
  static final double SERVER_BOUND_SHARE = 0.5;

  /** The split of {@code profile}'s fetch on {@code network}. */
  public static FetchSplit of(WireProfile profile, Network network) {
    double wall = profile.nanos() / 1e6;
    double cpu = profile.cpuNanos() / 1e6;
    long trips = profile.wire().map(w -> w.roundTrips())
        .or(() -> profile.server().counts().map(c -> c.roundTrips())).orElse(0L);
    boolean rttKnown = network.measured().isPresent() || network.link().emulated();
    Optional<Interval> net = trips > 0 && rttKnown ? Optional.of(network(trips, network))
        : Optional.empty();
    Optional<Interval> server = profile.server().dbTimeMicros().map(us -> dbTime(us,
        profile.server().dbTimeUncertaintyMicros(), profile.server().overlapMicros()));
    return new FetchSplit(wall, new Interval(cpu, cpu, cpu), net, server, trips,
        profile.server().fromClient().map(w -> w.micros() / 1000.0));
  }

  /* DB time in ms within its rounding, and at the low end less what of it may overlap the
   * client's own time (ServerTime#overlapMicros): the split's parts are meant to exclude each
   * other. */
  static Interval dbTime(double micros, double roundingMicros, double overlapMicros) {
    double ms = micros / 1000;
    return new Interval(ms, Math.max(0, ms - (roundingMicros + overlapMicros) / 1000),
        ms + roundingMicros / 1000);
  }

  /* From the fastest ping less its CPU to the typical one: what a round trip waits at least, and
   * usually. An emulated link alone is its own figure. */
  private static Interval network(long trips, Network n) {
    double low = trips * n.rttMs();
    double high = n.measured().map(m -> trips * m.typicalNanos() / 1e6).orElse(low);
    return new Interval(low, low, Math.max(low, high));
  }

  /** Wall less every part measured: its estimate and the interval the parts' intervals allow. */
  public Interval restMs() {
    double est = wallMs - clientCpuMs.estimate() - part(networkMs, Interval::estimate)
        - part(serverMs, Interval::estimate);
    double low = wallMs - clientCpuMs.high() - part(networkMs, Interval::high)
        - part(serverMs, Interval::high);
    double high = wallMs - clientCpuMs.low() - part(networkMs, Interval::low)
        - part(serverMs, Interval::low);
    return new Interval(est, low, high);
  }

  /** Whether the parts fit in the wall time: the rest can be 0 or more within the intervals. */
  public boolean addsUp() {
    return restMs().high() >= 0;
  }

  /** Whether most of the wall time, even at the low end of its interval, is DB time. */
  public boolean serverBound() {
    return serverMs.filter(s -> s.low() >= SERVER_BOUND_SHARE * wallMs).isPresent();
  }

  /**
   * {@code The time is in the database: 4,210 ms of 4,630 ms per fetch (91 %) is DB time, the
   * server working on its calls}.
   */
  public Optional<String> inTheDatabase() {
    if (!serverBound()) {
      return Optional.empty();
    }
    double s = serverMs.get().estimate();
    return Optional.of(String.format(Locale.ROOT, "The time is in the database: %,.0f ms of"
        + " %,.0f ms per fetch (%.0f %%) is DB time, the server working on its calls", s,
        wallMs, 100 * s / wallMs));
  }

  /**
   * The most a setting that cuts round trips, not DB time, can save of this fetch: all of it that
   * is not DB time (the network's part, and the client's and the machine's time around each
   * round trip), at the low end of DB time's interval.
   */
  public double notDbTimeMs() {
    return wallMs - serverMs.map(Interval::low).orElse(0.0);
  }

  /** {@link #notDbTimeMs}, e.g. {@code 342 ms}. */
  public String notDbTimeShown() {
    return String.format(Locale.ROOT, "%,.0f ms", notDbTimeMs());
  }

  /** Round trips x RTT, e.g. {@code 342 ms}, or {@code the round trips} when not split. */
  public String networkShown() {
    return networkMs.map(n -> String.format(Locale.ROOT, "%,.0f ms", n.estimate()))
        .orElse("the round trips");
  }

  /** The lines diagnose prints and writes. */
  public List<String> lines() {
    List<String> out = new ArrayList<>();
    out.add(InForce.row("wall", String.format(Locale.ROOT, "%,.1f ms: the profiling fetch,"
        + " execute to last row", wallMs)));
    out.add(InForce.row("client cpu", ms(clientCpuMs) + share(clientCpuMs.estimate())
        + " the fetching thread (driver decrypting and decoding, the profiler reading)"));
    out.add(InForce.row("network", networkMs.map(n -> ms(n) + share(n.estimate()) + String.format(
        Locale.ROOT, " %,d round trips x RTT (fastest ping less its CPU .. typical)", roundTrips))
        .orElse("not split: no round trips counted or no RTT known")));
    out.add(InForce.row("server", serverMs.map(s -> ms(s) + share(s.estimate())
        + " DB time (the session's time model, less one snapshot's own)")
        .orElse("not split: the server's views are not readable (see the profile): it is in the"
            + " rest")));
    Interval rest = restMs();
    out.add(InForce.row("the rest", ms(rest) + share(rest.estimate()) + " wall less the parts:"
        + " streaming at the link's bandwidth, the machine's scheduling"
        + (serverMs.isEmpty() ? ", the server" : "")));
    out.add(InForce.row("adds up", addsUp() ? "yes: the parts fit in the wall time within their"
        + " intervals" : String.format(Locale.ROOT, "no: the parts exceed the wall time by at least"
        + " %,.1f ms (the RTT or DB time measured is off for this fetch)", -rest.high())));
    outsideMs.ifPresent(o -> out.add(InForce.row("outside", String.format(Locale.ROOT, "%,.1f ms"
        + " the server waited for the client ('SQL*Net message from client'): the network and"
        + " the client's time between calls", o))));
    return out;
  }

  private String share(double part) {
    return wallMs > 0 ? String.format(Locale.ROOT, " (%.0f %%)", 100 * part / wallMs) : "";
  }

  private static String ms(Interval i) {
    return i.low() == i.high() ? String.format(Locale.ROOT, "%,.1f ms", i.estimate())
        : String.format(Locale.ROOT, "%,.1f ms (%,.1f .. %,.1f)", i.estimate(), i.low(), i.high());
  }

  private static double part(Optional<Interval> i, ToDoubleFunction<Interval> f) {
    return i.map(f::applyAsDouble).orElse(0.0);
  }
}
