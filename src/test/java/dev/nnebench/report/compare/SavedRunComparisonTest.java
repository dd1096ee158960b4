package dev.nnebench.report.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.report.SavedRuns;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.question.Questions;
import dev.nnebench.results.Trial;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * {@code nnebench compare} on runs saved before the answer registry: their answers are computed
 * again from results.csv, keyed by the questions' ids, so a run pairs with itself and with a run
 * of another release answer by answer, pool, storm and published answers among them.
 */
class SavedRunComparisonTest {
  static final List<String> RUNS = SavedRuns.ALL;

  @TempDir Path dir;

  @ParameterizedTest
  @FieldSource("RUNS")
  void aRunComparedWithItselfPairsEveryAnswerAndFindsThemTheSame(String run) {
    List<Trial> trials = SavedRuns.trials(run, dir);
    RunComparison c = RunComparison.of(trials, trials, ComparedAnswer.DEFAULT_TOLERANCE);

    assertTrue(c.onlyInA().isEmpty() && c.onlyInB().isEmpty(), c.onlyInA().toString());
    assertEquals(Questions.answers(trials).size(), c.both().size());
    assertEquals(c.both().size(), c.with(ComparedAnswer.Verdict.SAME).size()
        + c.with(ComparedAnswer.Verdict.NOT_COMPARABLE).size());
  }

  @Test
  void twoReleasesOfTheQuickPresetPairEveryQuestionBothAnswered() {
    List<Answer> before = Questions.answers(SavedRuns.trials("quick-before", dir));
    List<Answer> after = Questions.answers(SavedRuns.trials("quick-pre-typed", dir));
    RunComparison c = RunComparison.ofAnswers(before, after, ComparedAnswer.DEFAULT_TOLERANCE);

    Set<String> both = ids(before);
    both.retainAll(ids(after));
    Set<String> paired = new TreeSet<>(c.both().stream().map(p -> p.a().id()).toList());
    assertEquals(both, paired);
    assertTrue(paired.containsAll(List.of("nne-cost", "own-aes-vs-jce", "fetch-size",
        "fetch-cell", "connect-nne-cost", "cipher-ceiling")), paired.toString());
  }

  @Test
  void poolStormAndPublishedAnswersArePaired() {
    assertTrue(pairedIds("pool-pre-typed").containsAll(List.of("pool-throughput", "pool-p99",
        "pool-size", "storm-time", "storm-cpu", "storm-nne-cost")),
        pairedIds("pool-pre-typed").toString());
    assertTrue(pairedIds("1gb-pre-typed").contains("published"));
    assertTrue(pairedIds("aesni-pre-typed").contains("published"));
  }

  private Set<String> pairedIds(String run) {
    List<Trial> trials = SavedRuns.trials(run, dir);
    return new TreeSet<>(RunComparison.of(trials, trials, ComparedAnswer.DEFAULT_TOLERANCE)
        .both().stream().map(p -> p.a().id()).toList());
  }

  private static Set<String> ids(List<Answer> answers) {
    return new TreeSet<>(answers.stream().map(Answer::id).toList());
  }

  private static Set<String> keys(List<Answer> answers) {
    return new TreeSet<>(answers.stream().map(Answer::key).toList());
  }
}
