package dev.nnebench.report;

import dev.nnebench.results.Trial;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * One question a run can answer, declared once: what is compared with what (the benchmark, the
 * subject trials and their counterparts' changes, found from the run's trials), the figure whose
 * ratio answers it, how the Summary phrases it and where report.md tables it.
 *
 * @param name how answers and comparisons name it, e.g. "NNE cost"
 * @param benchmark the benchmark whose main-leg trials it compares
 * @param figure the figure set in ratio, subject over counterpart
 * @param pairing the subjects and counterpart changes in a run; empty when it cannot ask
 * @param acrossPairings whether a trial paired with something else also answers, against the
 *     trial that ran its counterpart apart
 * @param phrase the Summary's line, if the question has one
 * @param table its section of report.md
 * @param chart its chart, if it has one
 */
record Question(String name, String benchmark, Figure figure,
    Function<List<Trial>, Optional<Pairing>> pairing, boolean acrossPairings,
    Optional<Phrase> phrase, AnswerTable table, Optional<QuestionChart> chart) {

  /** A question whose subjects and counterpart are the same in every run. */
  static Question of(String name, String benchmark, Figure figure, Pairing pairing,
      AnswerTable table) {
    return new Question(name, benchmark, figure, trials -> Optional.of(pairing), false,
        Optional.empty(), table, Optional.empty());
  }

  Question phrased(Phrase summary) {
    return new Question(name, benchmark, figure, pairing, acrossPairings, Optional.of(summary),
        table, chart);
  }

  Question alsoAcrossPairings() {
    return new Question(name, benchmark, figure, pairing, true, phrase, table, chart);
  }

  Question charted(QuestionChart drawn) {
    return new Question(name, benchmark, figure, pairing, acrossPairings, phrase, table,
        Optional.of(drawn));
  }
}
