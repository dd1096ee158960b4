package dev.nnebench.report;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.knowm.xchart.internal.chartpart.Chart;

/**
 * A question's chart: its file stem in the run directory and how it is drawn from the run's
 * answers (empty when they hold nothing to draw).
 */
record QuestionChart(String file, Function<List<Answer>, Optional<? extends Chart<?, ?>>> build) {}
