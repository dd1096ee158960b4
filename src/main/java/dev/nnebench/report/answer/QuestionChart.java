package dev.nnebench.report.answer;

import java.util.Optional;
import java.util.function.Function;
import org.knowm.xchart.internal.chartpart.Chart;

/**
 * A question's chart: its file stem in the run directory and how it is drawn from the run
 * (empty when it holds nothing to draw).
 */
public record QuestionChart(String file,
    Function<RunAnswers, Optional<? extends Chart<?, ?>>> build) {}
