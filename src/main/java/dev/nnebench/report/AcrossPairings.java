package dev.nnebench.report;

import dev.nnebench.results.LegName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.List;

/*
 * A subject paired with something else (e.g. a TCPS fetch paired with fetchSize=1000, as in
 * `-p transport=tcp,tcps` on the quick preset) still answers against the trial of the same
 * settings and counterpart that ran the question's counterpart: its own side over that trial's
 * own side, measured in turn rather than side by side, so only where no side-by-side answer
 * exists.
 */
final class AcrossPairings {
  private AcrossPairings() {}

  static List<Answer> answers(Question q, Pairing p, List<Trial> trials, List<Answer> found) {
    CounterpartFinder counterparts = new CounterpartFinder(trials);
    List<Answer> out = new ArrayList<>();
    for (Trial t : trials) {
      String key = Answers.key(q.name(), t);
      boolean answered = found.stream().anyMatch(a -> a.key().equals(key));
      if (answered || !t.benchmark().equals(q.benchmark()) || !LegName.MAIN.ran(t)
          || !p.subject().test(t) || !Figures.paired(t)) {
        continue;
      }
      counterparts.of(t, q.benchmark(), LegName.MAIN.text(), p.changes()).ifPresent(c -> out.add(
          new Answer(key, q.name(), "driver=" + t.param(ParamName.DRIVER) + ", fetchSize="
              + t.param(ParamName.FETCH_SIZE), q.figure().ratio(t, c), Answer.RATIO, true,
              TrialSteadiness.problem(t, c), t.params())));
    }
    return out;
  }
}
