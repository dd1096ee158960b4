package dev.nnebench.diagnose;

import dev.nnebench.diagnose.candidates.Candidate;
import dev.nnebench.diagnose.candidates.InForceCell;
import dev.nnebench.diagnose.network.FetchSplit;
import dev.nnebench.diagnose.profile.PartOfResult;
import dev.nnebench.diagnose.sweep.CandidateSweep;
import dev.nnebench.diagnose.sweep.Finding;
import dev.nnebench.diagnose.sweep.ProgressiveSweep;
import dev.nnebench.diagnose.sweep.Sweep;
import dev.nnebench.run.JmhSettings;
import dev.nnebench.scenario.FetchSize;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.shape.Shape;
import dev.nnebench.cell.Axes;
import dev.nnebench.stats.Interval;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The sweep sized and ordered from the profile: each fetch reads the part of the result the
 * profile says is enough ({@link PartOfResult}), the settings likeliest to gain run first (those
 * that cut round trips when round trips are the larger part of the profiling fetch, the others
 * when the client's CPU is), one at a time with the advice printed as soon as it shows.
 */
final class EarlySweep {
  private EarlySweep() {}

  /** The sweep's settings: the request's, with the part of the result each fetch reads. */
  static Sweep of(Diagnose.Request r, Optional<String> query, PartOfResult part) {
    Scenario inForce = r.inForce();
    if (part.partial() && query.isEmpty()) {
      Shape s = inForce.shape();
      inForce = inForce.withShape(new Shape((int) part.rows(), s.columns(), s.width(),
          s.nullPercent(), s.repeat(), s.types(), s.lobSize(), s.entropy()));
    }
    return new Sweep(r.preset(), InForceCell.of(inForce, r.link(), r.transport()), r.target(),
        query, r.bounds(), query.isPresent() && part.partial() ? part.rows() : Long.MAX_VALUE);
  }

  /** Runs {@code kept} in the order likeliest to gain first; not started ones into skipped. */
  static CandidateSweep.Result run(Diagnose.Request r, Sweep sweep, List<Candidate> kept,
      FetchSplit split, PartOfResult part, Function<List<Finding>, List<String>> advice,
      PrintWriter console, List<String> skipped) throws IOException {
    if (part.partial()) {
      console.println("sweep: each fetch reads the first " + String.format("%,d", part.rows())
          + " of " + String.format("%,d", part.ofRows()) + " rows (enough for a steady cost per"
          + " row and per round trip); wall time saved is scaled to the whole result");
    }
    JmhSettings settings = CandidateSweep.settings(sweep, kept);
    Duration iteration = settings.iterationTime().compareTo(settings.warmupTime()) > 0
        ? settings.iterationTime() : settings.warmupTime();
    Duration fetch = Duration.ofNanos(Math.round(split.wallMs() * 1e6 / part.scale()));
    ProgressiveSweep.Pace pace = new ProgressiveSweep.Pace(settings.warmupIterations()
        + settings.iterations(), iteration, fetch, r.timeBudget(), advice);
    return ProgressiveSweep.run(sweep, ordered(kept, split), r.out(), pace, console, skipped);
  }

  /* Stable: the preset's order among equals; larger fetch sizes before smaller ones. */
  static List<Candidate> ordered(List<Candidate> kept, FetchSplit split) {
    double wall = Math.max(split.wallMs(), 1e-9);
    double network = split.networkMs().map(Interval::estimate).orElse(0.0) / wall;
    double cpu = split.clientCpuMs().estimate() / wall;
    Comparator<Candidate> likelyGain = Comparator.comparingDouble(
        (Candidate c) -> c.cutsRoundTrips() ? network : cpu).reversed()
        .thenComparing(Comparator.comparingInt(EarlySweep::fetchSize).reversed());
    return kept.stream().sorted(likelyGain).toList();
  }

  private static int fetchSize(Candidate c) {
    return c.value(Axes.FETCH_SIZE).filter(n -> n != FetchSize.DRIVER_CHOOSES).orElse(0);
  }
}
