package dev.nnebench.report.compare;

import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.ci.AnswerName;
import dev.nnebench.report.ci.AnswerNames;
import dev.nnebench.report.ci.GateFigures;
import dev.nnebench.report.ci.GateReport;
import dev.nnebench.report.ci.GatedAnswer;
import dev.nnebench.report.ci.Verdict;
import dev.nnebench.report.figure.Measured;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The {@code --baseline} gate's outcome in the verdict model JUnit XML is written from: every
 * answer both runs asked (worse: regressed; same, better, drift: passed; without a bar: skipped),
 * then the answers only this run asked, skipped for want of a baseline figure.
 */
public final class GateVerdicts {
  private GateVerdicts() {}

  /** {@code outcome} as verdicts, named as {@code runAnswers} (this run's) name them. */
  public static GateReport of(BaselineGate.Outcome outcome, List<Answer> runAnswers,
      Duration elapsed) {
    Map<Answer, AnswerName> names = AnswerNames.of(runAnswers);
    RunComparison c = outcome.comparison();
    List<GatedAnswer> out = new ArrayList<>();
    for (ComparedAnswer compared : c.both()) {
      Answer b = compared.b();
      out.add(new GatedAnswer(name(names, b), b.question(), verdict(compared.verdict()),
          figures(compared.a().value(), b, c.tolerance()), reason(compared.verdict())));
    }
    for (Answer b : c.onlyInB()) {
      out.add(new GatedAnswer(name(names, b), b.question(), Verdict.SKIPPED,
          figures(Measured.of(Double.NaN, Double.NaN), b, c.tolerance()),
          "not in the baseline run: nothing to hold it against"));
    }
    return new GateReport("baseline " + outcome.baselineDir(), out, elapsed);
  }

  private static AnswerName name(Map<Answer, AnswerName> names, Answer a) {
    return names.getOrDefault(a, AnswerName.of(a));
  }

  private static GateFigures figures(Measured reference, Answer b, double tolerance) {
    return new GateFigures(reference, b.value(), b.unit(), b.higherIsWorse(), tolerance);
  }

  private static Verdict verdict(ComparedAnswer.Verdict v) {
    return switch (v) {
      case WORSE -> Verdict.REGRESSED;
      case NOT_COMPARABLE -> Verdict.SKIPPED;
      case SAME, BETTER, DRIFT -> Verdict.PASSED;
    };
  }

  private static String reason(ComparedAnswer.Verdict v) {
    return switch (v) {
      case WORSE -> "worse beyond both 99.9 % bars and the tolerance";
      case BETTER -> "better beyond both 99.9 % bars and the tolerance";
      case SAME -> "same: the 99.9 % bars overlap";
      case DRIFT -> "drift: the bars are apart, the move within the tolerance";
      case NOT_COMPARABLE -> "no bar: a single measurement, or a value that is not a number";
    };
  }
}
