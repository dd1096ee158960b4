package dev.nnebench.report.answer;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.report.figure.CounterpartFinder;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.figure.Labels;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.report.figure.TrialSteadiness;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/*
 * A subject paired with something else (e.g. a TCPS fetch paired with fetchSize=1000, as in
 * `-p transport=tcp,tcps` on the quick preset) still answers against the trial of the same
 * settings and counterpart that ran the question's counterpart: its own side over that trial's
 * own side, measured in turn rather than side by side, so only where no side-by-side answer
 * exists.
 */
final class AcrossPairings {
  private AcrossPairings() {}

  static List<Answer> answers(Question q, Ratio ratio, Benchmark benchmark, Pairing p,
      List<Trial> trials, List<Answer> found) {
    CounterpartFinder counterparts = new CounterpartFinder(trials);
    List<Answer> out = new ArrayList<>();
    for (Trial t : trials) {
      String key = ratio.answer(q, benchmark, t, "", Measured.of(0, 0), "").key();
      boolean answered = found.stream().anyMatch(a -> a.key().equals(key));
      if (answered || !t.is(benchmark) || !LegName.MAIN.ran(t)
          || !p.subject().test(t) || !Figures.paired(t)) {
        continue;
      }
      counterparts.of(t, benchmark, LegName.MAIN, p.changes()).ifPresent(c -> out.add(
          ratio.answer(q, benchmark, t, Labels.of(t, named(p)), ratio.figure().ratio(t, c),
              TrialSteadiness.problem(t, c))));
    }
    return out;
  }

  /* Driver and fetch size, and what the pairing changes beyond the crypto (which the question
   * names already). */
  private static Set<Axis<?>> named(Pairing p) {
    Set<Axis<?>> axes = Labels.axes();
    axes.addAll(List.of(Axes.DRIVER, Axes.FETCH_SIZE));
    axes.addAll(p.changes().axes());
    axes.removeAll(List.of(Axes.TRANSPORT, Axes.ENCRYPTION, Axes.CHECKSUM));
    return axes;
  }
}
