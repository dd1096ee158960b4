package dev.nnebench.report.question;

import dev.nnebench.cell.Axes;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.answer.Question;
import dev.nnebench.report.figure.CompressionFigures;
import dev.nnebench.report.figure.Crypto;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.figure.Labels;
import dev.nnebench.report.figure.LinkFigures;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.report.figure.TrialSteadiness;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * The compression answers that are not a ratio of a pair: each side's wall time on the slowest
 * capped link, and the crossover bandwidth of each trial without a link.
 */
final class CompressionAnswers {
  static final String SECONDS_PER_GB = "s/GB";
  static final String MBIT_PER_SECOND = "Mbit/s";
  static final String ON = "compression high";
  static final String OFF = "compression off";

  private CompressionAnswers() {}

  /** Both sides of every paired compression trial on the slowest capped link. */
  static List<Answer> fastest(Question q, List<Trial> trials) {
    List<Trial> capped = pairs(trials).stream().filter(LinkFigures::capped).toList();
    OptionalLong slowest = capped.stream().mapToLong(t -> t.cell().get(Axes.BANDWIDTH)).min();
    List<Answer> out = new ArrayList<>();
    for (Trial t : capped) {
      if (t.cell().get(Axes.BANDWIDTH) != slowest.getAsLong()) {
        continue;
      }
      String unsteady = TrialSteadiness.problem(t);
      out.add(side(q, t, ON, CompressionFigures.wallPerGb(t, false), unsteady));
      out.add(side(q, t, OFF, CompressionFigures.wallPerGb(t, true), unsteady));
    }
    return out;
  }

  private static Answer side(Question q, Trial t, String which, Measured wall, String unsteady) {
    return q.answer(Crypto.label(t.cell()) + ", " + which, which, t.cell(), wall,
        SECONDS_PER_GB, true, unsteady);
  }

  /** The crossover bandwidth of every paired compression trial without a link. */
  static List<Answer> crossovers(Question q, List<Trial> trials) {
    List<Answer> out = new ArrayList<>();
    for (Trial t : pairs(trials)) {
      CompressionFigures.crossoverBitsPerSecond(t).ifPresent(bits -> out.add(q.answer(
          Crypto.label(t.cell()) + ", " + Labels.text(t.cell(), Axes.SHAPE), t.cell(),
          bits.times(1e-6), MBIT_PER_SECOND, false, TrialSteadiness.problem(t))));
    }
    return out;
  }

  private static List<Trial> pairs(List<Trial> trials) {
    return trials.stream().filter(t -> t.is(Benchmark.FETCH) && LegName.MAIN.ran(t)
        && Figures.paired(t) && CompressionFigures.compressed(t)).toList();
  }
}
