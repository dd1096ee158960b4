package dev.nnebench.diagnose.sweep;

import dev.nnebench.diagnose.candidates.Candidate;
import dev.nnebench.diagnose.profile.InForce;
import dev.nnebench.results.Trial;
import dev.nnebench.stats.Interval;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Where one fetch's time goes with the settings in force, in ms per fetch: the fetching thread's
 * CPU in crypto (CPU with NNE minus without, measured side by side), its CPU in decoding (CPU
 * without NNE), and waiting (wall minus CPU: server, network and, on loopback, the double).
 * Without an NNE-off pairing crypto and decoding are not split. Waiting is split further into
 * round trips times RTT and the rest where the round trips were counted ({@code trips}).
 */
public record Attribution(Interval wallMs, Interval cpuMs, Optional<Interval> cryptoMs,
    Optional<Interval> decodeMs, Interval waitMs, Optional<RoundTripSplit> trips) {

  /** This attribution with {@code other} round trips when its trials counted none. */
  Attribution orTrips(Optional<RoundTripSplit> other) {
    return trips.isPresent() ? this
        : new Attribution(wallMs, cpuMs, cryptoMs, decodeMs, waitMs, other);
  }

  /**
   * From the NNE-off trial when the sweep has one, else from any paired trial; empty if none.
   * Round trips as the trial counted them over its link, else as its probe fetch counted them at
   * {@code rttMs}.
   */
  static Optional<Attribution> of(List<Trial> trials, boolean nneInForce, double rttMs) {
    List<Trial> paired = Findings.paired(trials);
    Optional<Trial> nneOff = paired.stream()
        .filter(t -> Candidate.of(t).isNneOff()).findFirst();
    Optional<Trial> any = nneOff.or(() -> paired.stream().findFirst());
    return any.map(t -> {
      Interval cpu = Findings.centre(PairedSeries.msPerFetch(t, PairedSeries.CPU, ""));
      Optional<Interval> crypto = nneOff.map(n -> Findings.centre(
          PairedSeries.msPerFetchDifference(n, PairedSeries.CPU)));
      Optional<Interval> decode = nneOff.map(n -> Findings.centre(
          PairedSeries.msPerFetch(n, PairedSeries.CPU, PairedSeries.PEER)));
      if (!nneInForce) {
        crypto = Optional.of(new Interval(0, 0, 0));
        decode = Optional.of(cpu);
      }
      return new Attribution(Findings.centre(PairedSeries.msPerFetch(t, PairedSeries.WALL, "")),
          cpu, crypto, decode, Findings.centre(PairedSeries.waitingMs(t)),
          RoundTripSplit.ofTrial(t).or(() -> RoundTripSplit.ofProbe(t, rttMs)));
    });
  }

  /** The lines diagnose prints and writes. */
  public List<String> lines() {
    List<String> out = new ArrayList<>();
    out.add(InForce.row("wall", ms(wallMs) + " per fetch with the settings in force"));
    out.add(InForce.row("crypto", cryptoMs.map(i -> ms(i) + share(i) + " client CPU in NNE"
        + " (CPU with NNE minus without)").orElse("not split: the sweep had no NNE-off pairing")));
    out.add(InForce.row("decoding", decodeMs.map(i -> ms(i) + share(i)
        + " client CPU reading rows (CPU without NNE)").orElse(ms(cpuMs) + share(cpuMs)
        + " client CPU in all")));
    out.add(InForce.row("waiting", ms(waitMs) + share(waitMs)
        + " (wall minus client CPU: server, network, round trips)"));
    trips.ifPresent(t -> out.addAll(t.lines(waitMs)));
    return out;
  }

  private String share(Interval part) {
    return String.format(Locale.ROOT, " (%.0f %%)", 100 * part.estimate() / wallMs.estimate());
  }

  public static String ms(Interval i) {
    String bar = Double.isFinite(i.halfWidth())
        ? String.format(Locale.ROOT, " ± %.3g", i.halfWidth()) : " ± n/a";
    return String.format(Locale.ROOT, "%.3g ms", i.estimate()) + bar;
  }
}
