package dev.nnebench.diagnose.sweep;

import dev.nnebench.diagnose.candidates.Candidate;
import dev.nnebench.report.figure.TrialSteadiness;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import dev.nnebench.stats.Bootstrap;
import dev.nnebench.stats.Interval;
import dev.nnebench.stats.Series;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The sweep's paired trials read as one {@link Finding} per candidate. */
public final class Findings {
  private static final Interval NONE = new Interval(Double.NaN, Double.NaN, Double.NaN);

  private Findings() {}

  public static List<Finding> of(List<Trial> trials) {
    List<Finding> out = new ArrayList<>();
    for (Trial t : paired(trials)) {
      out.add(new Finding(Candidate.of(t),
          centre(PairedSeries.speedup(t, PairedSeries.WALL)),
          centre(PairedSeries.speedup(t, PairedSeries.CPU)),
          centre(PairedSeries.msPerFetchDifference(t, PairedSeries.WALL)),
          TrialSteadiness.problem(t)));
    }
    return out;
  }

  /** The main leg's paired fetches: each a candidate beside the settings in force. */
  static List<Trial> paired(List<Trial> trials) {
    return trials.stream()
        .filter(t -> t.benchmarkKind().filter(Benchmark::fetches).isPresent())
        .filter(t -> t.in(LegName.MAIN))
        .filter(t -> t.cell().paired()).toList();
  }

  static Interval centre(Optional<Series> s) {
    return s.map(Bootstrap::centre).orElse(NONE);
  }
}
