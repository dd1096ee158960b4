package dev.nnebench.diagnose.sweep;

import dev.nnebench.diagnose.profile.InForce;
import dev.nnebench.cell.Facts;
import dev.nnebench.diagnose.profile.WireProfile;
import dev.nnebench.link.WireTally;
import dev.nnebench.results.Trial;
import dev.nnebench.stats.Interval;
import dev.nnebench.stats.Series;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One fetch's round trips, counted by the relay in front of the target, and what they cost at
 * the RTT measured: the part of a fetch's waiting (wall minus client CPU) that is round trips
 * times RTT, the rest being the server and the stream (bytes at the link's bandwidth). Rows per
 * round trip is the fetch size the driver really used, whatever the application set.
 *
 * @param roundTrips round trips per fetch
 * @param rows rows per fetch
 * @param bytesFromServer bytes from the server per fetch
 * @param rttMs the RTT each round trip pays at least (the fastest ping measured)
 * @param source where the counts come from
 */
public record RoundTripSplit(double roundTrips, double rows, double bytesFromServer,
    double rttMs, String source) {

  /**
   * From a paired trial's own side, when it ran over a link: its round trips and rows per fetch
   * (medians of the iterations) and its connection's RTT as measured over the link.
   */
  static Optional<RoundTripSplit> ofTrial(Trial t) {
    Optional<Series> trips = PairedSeries.perFetch(t, PairedSeries.ROUND_TRIPS, "");
    Optional<Series> rows = PairedSeries.perFetch(t, PairedSeries.ROWS, "");
    Optional<Double> rtt = t.observed().get(Facts.RTT_MEASURED);
    if (trips.isEmpty() || rows.isEmpty() || rtt.isEmpty() || !(trips.get().centre() > 0)) {
      return Optional.empty();
    }
    double bytes = PairedSeries.perFetch(t, PairedSeries.BYTES_FROM_SERVER, "")
        .map(Series::centre).orElse(Double.NaN);
    return Optional.of(new RoundTripSplit(trips.get().centre(), rows.get().centre(), bytes,
        rtt.get(), "counted over the sweep's link"));
  }

  /**
   * From a trial's probe fetch (counted through a relay without delay before measuring), at
   * {@code rttMs}: for trials that ran without a link, so their round trips were not counted.
   * The probe may read only part of the rows, so its rows per round trip, not its round trips,
   * stand for the fetch: round trips per fetch are the fetch's rows over it.
   */
  static Optional<RoundTripSplit> ofProbe(Trial t, double rttMs) {
    double perTrip = t.observed().get(Facts.ROWS_PER_ROUND_TRIP).orElse(Double.NaN);
    double rows = PairedSeries.perFetch(t, PairedSeries.ROWS, "").map(Series::centre)
        .orElse(Double.NaN);
    if (!(perTrip > 0) || !(rows > 0) || !(rttMs > 0)) {
      return Optional.empty();
    }
    return Optional.of(new RoundTripSplit(Math.ceil(rows / perTrip), rows, Double.NaN, rttMs,
        "rows per round trip counted on the trial's probe fetch"));
  }

  /** From the profiling fetch's relay count, at the RTT measured to the target. */
  static Optional<RoundTripSplit> ofProfile(WireProfile p, double rttMs) {
    Optional<WireTally.Counts> c = p.wire().filter(w -> w.roundTrips() > 0);
    if (c.isEmpty() || !(rttMs > 0)) {
      return Optional.empty();
    }
    return Optional.of(new RoundTripSplit(c.get().roundTrips(), p.result().rows(),
        c.get().bytesFromServer(), rttMs, "counted on the profiling fetch"));
  }

  /** Round trips times RTT, in ms per fetch. */
  public double roundTripMs() {
    return roundTrips * rttMs;
  }

  /** The rows the driver fetched per round trip. */
  public double rowsPerRoundTrip() {
    return rows / roundTrips;
  }

  /** Waiting less round trips times RTT: the server and the stream, in ms per fetch. */
  public double restMs(Interval waitMs) {
    return waitMs.estimate() - roundTripMs();
  }

  /** The lines diagnose prints under the attribution. */
  List<String> lines(Interval waitMs) {
    List<String> out = new ArrayList<>();
    double wait = waitMs.estimate();
    out.add(InForce.row("round trips", String.format(Locale.ROOT,
        "%,.0f per fetch x %.3f ms RTT = %.3g ms%s (%s)", roundTrips, rttMs, roundTripMs(),
        share(roundTripMs(), wait), source)));
    out.add(InForce.row("  the rest", restMs(waitMs) >= 0 ? String.format(Locale.ROOT,
        "%.3g ms%s waiting less round trips: the server and the stream (bytes at the link's"
        + " bandwidth)", restMs(waitMs), share(restMs(waitMs), wait))
        : "none: round trips at the RTT measured exceed the waiting measured (the RTT was timed"
            + " apart from the trials, and a busy path varies): round trips are all of it"));
    out.add(InForce.row("per trip", String.format(Locale.ROOT, "%.1f rows%s per round trip: the"
        + " fetch size the driver really used", rowsPerRoundTrip(),
        Double.isFinite(bytesFromServer) ? String.format(Locale.ROOT, " (%,.0f bytes)",
            bytesFromServer / roundTrips) : "")));
    return out;
  }

  private static String share(double part, double wait) {
    return wait > 0 ? String.format(Locale.ROOT, " (%.0f %% of waiting)", 100 * part / wait) : "";
  }
}
