package dev.nnebench.report.ci;

import java.time.Duration;
import java.util.List;

/**
 * What one gate found, answer by answer: the model a gate fills (the {@code --baseline} run, a
 * history of runs, or a paired reference leg) and {@link JunitXml} writes.
 *
 * @param against what the run was held against, e.g. "baseline target/nnebench/20261128-103113"
 * @param answers every answer the gate looked at, in the order judged
 * @param elapsed how long the judged run took (zero when unknown)
 */
public record GateReport(String against, List<GatedAnswer> answers, Duration elapsed) {
  public GateReport {
    answers = List.copyOf(answers);
  }

  public List<GatedAnswer> with(Verdict verdict) {
    return answers.stream().filter(a -> a.verdict() == verdict).toList();
  }

  /** Whether no answer regressed. */
  public boolean passed() {
    return with(Verdict.REGRESSED).isEmpty();
  }
}
