package dev.nnebench.report.answer;

import dev.nnebench.report.figure.CounterpartFinder;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.figure.Labels;
import dev.nnebench.report.figure.TrialSteadiness;
import dev.nnebench.results.LegName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/*
 * A subject paired with something else (e.g. a TCPS fetch paired with fetchSize=1000, as in
 * `-p transport=tcp,tcps` on the quick preset) still answers against the trial of the same
 * settings and counterpart that ran the question's counterpart: its own side over that trial's
 * own side, measured in turn rather than side by side, so only where no side-by-side answer
 * exists.
 */
final class AcrossPairings {
  private AcrossPairings() {}

  static List<Answer> answers(Question q, Ratio ratio, String benchmark, Pairing p,
      List<Trial> trials, List<Answer> found) {
    CounterpartFinder counterparts = new CounterpartFinder(trials);
    List<Answer> out = new ArrayList<>();
    for (Trial t : trials) {
      String key = Answers.key(q.id(), t);
      boolean answered = found.stream().anyMatch(a -> a.key().equals(key));
      if (answered || !t.benchmark().equals(benchmark) || !LegName.MAIN.ran(t)
          || !p.subject().test(t) || !Figures.paired(t)) {
        continue;
      }
      counterparts.of(t, benchmark, LegName.MAIN.text(), p.changes()).ifPresent(c -> out.add(
          ratio.answer(q, benchmark, t, Labels.of(t, named(p)), ratio.figure().ratio(t, c),
              TrialSteadiness.problem(t, c))));
    }
    return out;
  }

  /* Driver and fetch size, and what the pairing changes beyond the crypto (which the question
   * names already). */
  private static Set<String> named(Pairing p) {
    Set<String> names = new TreeSet<>(Set.of(ParamName.DRIVER, ParamName.FETCH_SIZE));
    names.addAll(p.changes().keySet());
    names.removeAll(Set.of(ParamName.TRANSPORT, ParamName.ENCRYPTION, ParamName.CHECKSUM));
    return names;
  }
}
