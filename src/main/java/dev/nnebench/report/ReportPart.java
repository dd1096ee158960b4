package dev.nnebench.report;

import java.util.List;

/** One section of report.md's answers, written from the run's trials and answers. */
@FunctionalInterface
interface ReportPart {
  List<String> lines(RunAnswers run);
}
