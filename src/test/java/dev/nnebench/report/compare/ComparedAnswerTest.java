package dev.nnebench.report.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cell.Cell;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.compare.ComparedAnswer.Verdict;
import dev.nnebench.report.figure.Measured;
import org.junit.jupiter.api.Test;

class ComparedAnswerTest {
  private static Answer cost(double value, double error) {
    return new Answer("k", "nne-cost", "NNE cost", "driver=23", Measured.of(value, error), Answer.RATIO,
        true, "", Cell.EMPTY);
  }

  private static Answer throughput(double value, double error) {
    return new Answer("k", "cipher-ceiling", "decrypt", "AES256", Measured.of(value, error), "MB/s", false, "",
        Cell.EMPTY);
  }

  @Test
  void overlappingBarsAreTheSame() {
    assertEquals(Verdict.SAME, new ComparedAnswer(cost(1.5, 0.1), cost(1.65, 0.1)).verdict());
  }

  @Test
  void touchingBarsAreTheSame() {
    assertEquals(Verdict.SAME, new ComparedAnswer(cost(1.0, 0.25), cost(1.5, 0.25)).verdict());
  }

  @Test
  void aCostWhoseBarLiesWhollyAboveIsWorseAndBelowIsBetter() {
    assertEquals(Verdict.WORSE, new ComparedAnswer(cost(1.5, 0.1), cost(1.8, 0.1)).verdict());
    assertEquals(Verdict.BETTER, new ComparedAnswer(cost(1.5, 0.1), cost(1.2, 0.1)).verdict());
  }

  @Test
  void barsApartByLessThanTheToleranceAreDriftEitherWay() {
    assertEquals(Verdict.DRIFT,
        new ComparedAnswer(cost(1.42, 0.01), cost(1.48, 0.027), 0.05).verdict());
    assertEquals(Verdict.DRIFT,
        new ComparedAnswer(cost(1.48, 0.01), cost(1.42, 0.01), 0.05).verdict());
    assertEquals(Verdict.WORSE,
        new ComparedAnswer(cost(1.42, 0.01), cost(1.48, 0.027), 0.03).verdict());
    assertEquals(Verdict.DRIFT, new ComparedAnswer(cost(1.42, 0.01), cost(1.48, 0.027)).verdict());
    assertEquals(0.10, ComparedAnswer.DEFAULT_TOLERANCE);
    assertEquals(Verdict.WORSE, new ComparedAnswer(cost(1.42, 0.01), cost(1.60, 0.027)).verdict());
  }

  @Test
  void aToleranceOutsideZeroToOneIsRefused() {
    org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> new ComparedAnswer(cost(1, 0.1), cost(1, 0.1), -0.01));
    org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> new ComparedAnswer(cost(1, 0.1), cost(1, 0.1), 1.0));
  }

  @Test
  void forAFigureWhereHigherIsBetterTheDirectionsSwap() {
    assertEquals(Verdict.BETTER,
        new ComparedAnswer(throughput(100, 5), throughput(200, 5)).verdict());
    assertEquals(Verdict.WORSE,
        new ComparedAnswer(throughput(100, 5), throughput(50, 5)).verdict());
  }

  @Test
  void aMissingBarCannotBeJudged() {
    assertEquals(Verdict.NOT_COMPARABLE,
        new ComparedAnswer(cost(1.5, Double.NaN), cost(9, 0.1)).verdict());
    assertEquals(Verdict.NOT_COMPARABLE,
        new ComparedAnswer(cost(1.5, 0.1), cost(9, Double.POSITIVE_INFINITY)).verdict());
  }

  @Test
  void ratioIsBOverA() {
    assertEquals(2.0, new ComparedAnswer(cost(1.5, 0.1), cost(3, 0.1)).ratio(), 1e-12);
  }

  @Test
  void unsteadyInEitherRunMarksTheAnswer() {
    Answer drifting = new Answer("k", "nne-cost", "NNE cost", "driver=23", Measured.of(1.5, 0.1),
        Answer.RATIO, true, "trend +40 % > ±10 %", Cell.EMPTY);

    assertTrue(new ComparedAnswer(drifting, cost(1.5, 0.1)).unsteady());
    assertTrue(new ComparedAnswer(cost(1.5, 0.1), drifting).unsteady());
    assertFalse(new ComparedAnswer(cost(1.5, 0.1), cost(1.5, 0.1)).unsteady());
  }
}
