package dev.nnebench.diagnose;

import dev.nnebench.diagnose.candidates.Candidate;
import dev.nnebench.diagnose.candidates.InForceCell;
import dev.nnebench.diagnose.network.FetchSplit;
import dev.nnebench.diagnose.profile.PartOfResult;
import dev.nnebench.diagnose.sweep.CandidateSweep;
import dev.nnebench.diagnose.sweep.Finding;
import dev.nnebench.diagnose.sweep.ProgressiveSweep;
import dev.nnebench.diagnose.sweep.Sweep;
import dev.nnebench.diagnose.sweep.TrialTime;
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
 * profile says is enough ({@link PartOfResult}), the settings likeliest to gain run first, one at
 * a time with the advice printed as soon as it shows: those that cut round trips unless the
 * fetch already moves {@value #MANY_ROWS_PER_TRIP} rows or more per round trip and the client's
 * CPU outweighs the network in it (fewer round trips also cost the client less CPU per row,
 * the commonest gain on a fast link), the fetch size nearest ten times the rows per round trip
 * in force first, and fetch sizes that cannot cut round trips last.
 */
final class EarlySweep {
  static final double MANY_ROWS_PER_TRIP = 1000;

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
      FetchSplit split, PartOfResult part, double rowsPerTrip, Duration connect,
      Function<List<Finding>, List<String>> advice, PrintWriter console, List<String> skipped)
      throws IOException {
    if (part.partial()) {
      console.println("sweep: each fetch reads the first " + String.format("%,d", part.rows())
          + " of " + String.format("%,d", part.ofRows()) + " rows (enough for a steady cost per"
          + " row and per round trip); wall time saved is scaled to the whole result");
    }
    double network = split.networkMs().map(Interval::estimate).orElse(0.0);
    TrialTime.Profiled fetch = new TrialTime.Profiled(millis(split.wallMs() / part.scale()),
        millis(network / part.scale()), part.rows());
    ProgressiveSweep.Pace pace = pace(r, sweep, kept, fetch, connect, part.scale(), advice);
    return ProgressiveSweep.run(sweep, ordered(kept, split, rowsPerTrip), r.out(), pace, console,
        skipped);
  }

  private static Duration millis(double ms) {
    return Duration.ofNanos(Math.round(ms * 1e6));
  }

  /** How the sweep of {@code kept} runs, each fetch of the settings in force as {@code fetch}. */
  static ProgressiveSweep.Pace pace(Diagnose.Request r, Sweep sweep, List<Candidate> kept,
      TrialTime.Profiled fetch, Duration connect, double scale,
      Function<List<Finding>, List<String>> advice) {
    JmhSettings settings = CandidateSweep.settings(sweep, kept);
    Duration time = settings.iterationTime().compareTo(settings.warmupTime()) > 0
        ? settings.iterationTime() : settings.warmupTime();
    TrialTime trial = TrialTime.of(new TrialTime.Iterations(settings.warmupIterations(),
        settings.iterations(), time), fetch, sweep.setup(connect));
    return new ProgressiveSweep.Pace(trial, r.timeBudget(), scale, advice);
  }

  /**
   * What {@code diagnose --dry-run} shows of the sweep: its settings in both orders the profile
   * may pick, and its estimate before the profile: at the preset's iteration time for a quick
   * fetch, up to the time a fetch of the part of the result the sweep reads takes
   * ({@link PartOfResult#TARGET_MILLIS}), which bounds a slow one.
   */
  static List<String> dryRun(Diagnose.Request r, Sweep sweep, List<Candidate> kept) {
    ProgressiveSweep.Pace pace = pace(r, sweep, kept, new TrialTime.Profiled(Duration.ZERO,
        Duration.ZERO, 1), Duration.ZERO, 1, found -> List.of());
    Duration target = Duration.ofMillis(PartOfResult.TARGET_MILLIS);
    ProgressiveSweep.Pace slow = pace(r, sweep, kept, new TrialTime.Profiled(target, target,
        PartOfResult.MIN_ROWS), Duration.ZERO, 1, found -> List.of());
    String seconds = PartOfResult.TARGET_MILLIS / 1000.0 + " s";
    List<Candidate> cutting = kept.stream().filter(Candidate::cutsRoundTrips)
        .sorted(Comparator.comparingInt(EarlySweep::fetchSize).reversed()).toList();
    List<Candidate> others = kept.stream().filter(c -> !c.cutsRoundTrips()).toList();
    return List.of("before the sweep: connect, the RTT and one profiling fetch; a fetch over "
            + seconds + " is then measured in the sweep on its first rows",
        ProgressiveSweep.plan(kept.size(), pace) + " (a fetch quicker than an iteration; up to "
            + ProgressiveSweep.estimate(kept.size(), slow) + " for a fetch of " + seconds
            + " or more, which the sweep cuts to its first rows; the profiled fetch's pace sets"
            + " the estimate the run prints)",
        "order: those cutting round trips first when the profile finds the network the larger"
            + " part (or fewer than " + (int) MANY_ROWS_PER_TRIP + " rows per round trip), else"
            + " the others first; the fetch size nearest ten times the rows per round trip the"
            + " profile counts first, and those no larger than it last",
        "  cutting round trips: " + texts(cutting),
        "  others: " + texts(others),
        "after the sweep: two profiled forks (the settings in force and the best advice)");
  }

  private static String texts(List<Candidate> candidates) {
    return candidates.isEmpty() ? "none"
        : String.join(", ", candidates.stream().map(Candidate::text).toList());
  }

  /*
   * Stable: the preset's order among equals. The kind the split says gains first, then the other
   * kind, then fetch sizes no larger than the rows per round trip in force (they cannot cut round
   * trips); among fetch sizes, the nearest to ten times the rows per round trip in force first.
   */
  static List<Candidate> ordered(List<Candidate> kept, FetchSplit split, double rowsPerTrip) {
    double network = split.networkMs().map(Interval::estimate).orElse(0.0);
    boolean roundTripsFirst = rowsPerTrip < MANY_ROWS_PER_TRIP
        || network >= split.clientCpuMs().estimate();
    Comparator<Candidate> likelyGain = Comparator.comparingInt(
        (Candidate c) -> group(c, roundTripsFirst, rowsPerTrip))
        .thenComparingDouble(c -> fromTenfold(c, rowsPerTrip));
    return kept.stream().sorted(likelyGain).toList();
  }

  private static int group(Candidate c, boolean roundTripsFirst, double rowsPerTrip) {
    int size = fetchSize(c);
    if (c.cutsRoundTrips() && size > 0 && size <= rowsPerTrip) {
      return 2;
    }
    return c.cutsRoundTrips() == roundTripsFirst ? 0 : 1;
  }

  /*
   * How many factors of ten a fetch size lies from ten times the rows per round trip in force:
   * that size already saves nine round trips in ten, most of what any larger one can, with the
   * smallest row buffers (a 10,000-row fetch of wide rows holds 20 MB per result set and gained
   * nothing over the default where 1,000 gained 1.3x). Rows per trip unknown: larger first.
   * Other settings keep the preset's order, after the fetch sizes of their group.
   */
  private static double fromTenfold(Candidate c, double rowsPerTrip) {
    int size = fetchSize(c);
    if (size <= 0) {
      return Double.MAX_VALUE;
    }
    return rowsPerTrip > 0 ? Math.abs(Math.log10(size / (10 * rowsPerTrip))) : -size;
  }

  private static int fetchSize(Candidate c) {
    return c.value(Axes.FETCH_SIZE).filter(n -> n != FetchSize.DRIVER_CHOOSES).orElse(0);
  }
}
