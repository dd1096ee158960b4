package dev.nnebench.report.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cell.Cell;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.figure.Measured;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ComparisonTableTest {
  private static Answer cost(String label, double value, double error, String unsteady) {
    return new Answer("nne-cost | " + label, "nne-cost", "NNE cost", label, Measured.of(value, error),
        Answer.RATIO, true, unsteady, Cell.EMPTY);
  }

  private static Answer cost(String label, double value) {
    return cost(label, value, 0.1, "");
  }

  @Test
  void oneAlignedRowPerAnswerInBothWithFiguresRatioAndVerdict() {
    RunComparison c = RunComparison.ofAnswers(
        List.of(cost("driver=19", 1.5), cost("driver=23", 1.4)),
        List.of(cost("driver=19", 3.0), cost("driver=23", 1.45)), ComparedAnswer.DEFAULT_TOLERANCE);

    List<String> lines = ComparisonTable.lines(c, "runs/a", "runs/b");

    assertEquals(List.of("A: runs/a", "B: runs/b", "",
        "| question | label     | A             | B             | B/A   | verdict |",
        "| -------- | --------- | ------------- | ------------- | ----- | ------- |",
        "| NNE cost | driver=19 | 1.50× ± 0.100 | 3.00× ± 0.100 | 2.00× | worse   |",
        "| NNE cost | driver=23 | 1.40× ± 0.100 | 1.45× ± 0.100 | 1.04× | same    |",
        ""), lines.subList(0, 8));
  }

  @Test
  void unsteadyAnswersSayItBesideTheVerdict() {
    RunComparison c = RunComparison.ofAnswers(List.of(cost("all", 1.5)),
        List.of(cost("all", 1.5, 0.1, "scatter 20 % > 12 %")), ComparedAnswer.DEFAULT_TOLERANCE);

    assertTrue(ComparisonTable.lines(c, "a", "b").get(5).endsWith("| same (unsteady) |"));
  }

  @Test
  void answersOfOneRunAreOneLineEachSideAndCountedBeyondFive() {
    List<Answer> many = IntStream.range(0, 7).mapToObj(i -> cost("n=" + i, 1)).toList();
    RunComparison c = RunComparison.ofAnswers(many, List.of(),
        ComparedAnswer.DEFAULT_TOLERANCE);

    List<String> lines = ComparisonTable.lines(c, "a", "b");

    assertTrue(lines.contains("no answer in common: the runs asked different questions"
        + " (another preset, parameters or benchmarks)"), lines.toString());
    assertTrue(lines.contains("only in A (7): NNE cost n=0; NNE cost n=1; NNE cost n=2;"
        + " NNE cost n=3; NNE cost n=4; and 2 more"), lines.toString());
    assertTrue(lines.contains("only in B: none"), lines.toString());
  }

  @Test
  void closesWithTheVerdictsCounted() {
    RunComparison c = RunComparison.ofAnswers(
        List.of(cost("x", 1.5), cost("y", 1.5), cost("z", 1.5, Double.NaN, "")),
        List.of(cost("x", 1.0), cost("y", 1.5), cost("z", 1.5)), ComparedAnswer.DEFAULT_TOLERANCE);

    String last = ComparisonTable.lines(c, "a", "b").get(ComparisonTable.lines(c, "a", "b")
        .size() - 1);

    assertTrue(last.startsWith("3 answers in both: 1 same, 0 drift, 0 worse, 1 better, 1 n/a ("),
        last);
  }
}
