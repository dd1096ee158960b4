package dev.nnebench.report.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.answer.Answers;
import dev.nnebench.report.compare.ComparedAnswer.Verdict;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.report.figure.SyntheticRuns;
import dev.nnebench.report.question.Questions;
import dev.nnebench.results.Trial;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class RunComparisonTest {
  /* Plain 2 s/GB, AES256+SHA256 3 s/GB (1.5x), SHA256 alone 2.2 s/GB (1.1x). */
  private static final List<Trial> A = SyntheticRuns.run(2, 3, 2.2);

  private static Map<String, Verdict> verdicts(RunComparison c) {
    return c.both().stream().collect(Collectors.toMap(r -> r.a().key(), ComparedAnswer::verdict));
  }

  private static String key(String question, String encryption, String checksum) {
    return Answers.key(question, Answers.cell(SyntheticRuns.fetch(encryption, checksum, 1)));
  }

  @Test
  void identicalRunsAreTheSameEverywhere() {
    RunComparison c =
        RunComparison.of(A, SyntheticRuns.run(2, 3, 2.2), ComparedAnswer.DEFAULT_TOLERANCE);

    assertEquals(5, c.both().size());
    assertEquals(5, c.with(Verdict.SAME).size());
    assertTrue(c.onlyInA().isEmpty() && c.onlyInB().isEmpty());
  }

  @Test
  void eachAnswerIsJudgedOnItsOwnBars() {
    // plain halves (cheaper), AES doubles (costlier), SHA alone halves: its NNE cost stays 1.1x
    RunComparison c =
        RunComparison.of(A, SyntheticRuns.run(1, 6, 1.1), ComparedAnswer.DEFAULT_TOLERANCE);

    Map<String, Verdict> v = verdicts(c);
    assertEquals(Verdict.WORSE, v.get(key("nne-cost", "AES256", "SHA256")));
    assertEquals(Verdict.SAME, v.get(key("nne-cost", "NONE", "SHA256")));
    assertEquals(Verdict.BETTER, v.get(key("fetch-cell", "NONE", "NONE")));
    assertEquals(Verdict.WORSE, v.get(key("fetch-cell", "AES256", "SHA256")));
    assertEquals(Verdict.BETTER, v.get(key("fetch-cell", "NONE", "SHA256")));
  }

  @Test
  void rowsKeepRunAsOrderRatiosFirst() {
    RunComparison c = RunComparison.of(A, A, ComparedAnswer.DEFAULT_TOLERANCE);

    List<String> questions = c.both().stream().map(r -> r.a().id()).toList();
    assertEquals(List.of("nne-cost", "nne-cost", "fetch-cell", "fetch-cell",
        "fetch-cell"), questions);
  }

  @Test
  void answersOnlyOneRunAskedAreSetAside() {
    List<Trial> b = List.of(SyntheticRuns.fetch("NONE", "NONE", 2),
        SyntheticRuns.fetch("AES256", "SHA256", 3), SyntheticRuns.fetch("AES128", "NONE", 2.5));

    RunComparison c = RunComparison.of(A, b, ComparedAnswer.DEFAULT_TOLERANCE);

    assertEquals(3, c.both().size());
    assertEquals(List.of(key("nne-cost", "NONE", "SHA256"),
        key("fetch-cell", "NONE", "SHA256")), c.onlyInA().stream().map(Answer::key).toList());
    assertEquals(List.of(key("nne-cost", "AES128", "NONE"),
        key("fetch-cell", "AES128", "NONE")), c.onlyInB().stream().map(Answer::key).toList());
  }

  /* One cell held against two counterparts: two answers of one question whose keys alone, with
   * the counterpart left out, would be alike. */
  private static List<Answer> ceilingFractions(double againstFetchSize, double againstPlain) {
    Cell fetch = Cell.parse(Map.of("driver", "23", "encryption", "AES256", "fetchSize", "10"));
    return List.of(fraction(fetch.withText(Axes.COUNTERPART, "fetchSize=1000"), againstFetchSize),
        fraction(fetch.withText(Axes.COUNTERPART, "encryption=NONE/checksum=NONE"),
            againstPlain));
  }

  private static Answer fraction(Cell cell, double percent) {
    return new Answer(Answers.key("ceiling-fraction", cell), "ceiling-fraction",
        "fraction of the crypto ceiling", cell.text(Axes.COUNTERPART),
        Measured.of(percent, percent / 50), "%", false, "", cell);
  }

  @Test
  void answersOfOneCellAgainstTwoCounterpartsAreEachHeld() {
    RunComparison c = RunComparison.ofAnswers(ceilingFractions(4, 3), ceilingFractions(4, 1.5),
        ComparedAnswer.DEFAULT_TOLERANCE);

    assertEquals(2, c.both().size());
    assertEquals(List.of(Verdict.SAME, Verdict.WORSE),
        c.both().stream().map(ComparedAnswer::verdict).toList());
    assertEquals(List.of("fetchSize=1000", "encryption=NONE/checksum=NONE"),
        c.both().stream().map(r -> r.b().label()).toList());
    assertTrue(c.onlyInA().isEmpty() && c.onlyInB().isEmpty());
  }

  @Test
  void aKeyNoOtherAnswerSharesIsLeftAsItWas() {
    List<Answer> answers = Questions.answers(A);

    assertEquals(answers.stream().map(Answer::key).toList(),
        Answers.distinct(answers).stream().map(Answer::key).toList());
    assertEquals(5, new java.util.HashSet<>(answers.stream().map(Answer::key).toList()).size());
  }

  @Test
  void anUnsteadyTrialMarksTheAnswersItIsBehind() {
    List<Trial> b = List.of(SyntheticRuns.fetch("NONE", "NONE", 2),
        SyntheticRuns.drifting("AES256", "SHA256", 3), SyntheticRuns.fetch("NONE", "SHA256", 2.2));

    RunComparison c = RunComparison.of(A, b, ComparedAnswer.DEFAULT_TOLERANCE);

    List<String> unsteady = c.both().stream().filter(ComparedAnswer::unsteady)
        .map(r -> r.a().key()).toList();
    assertEquals(List.of(key("nne-cost", "AES256", "SHA256"),
        key("fetch-cell", "AES256", "SHA256")), unsteady);
  }
}
