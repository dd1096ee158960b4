package dev.nnebench.run;

import dev.nnebench.report.figure.Figure;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.figure.LinkFigures;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.report.figure.SteadyPart;
import dev.nnebench.results.Trial;

/**
 * How precise the answer a trial serves is, read as the report reads it: the figure's 99.9 %
 * bootstrap interval over the iterations left after the warm-up's tail, as a share of the figure.
 * A paired trial serves its ratio (wall time over a delayed link, where the round trips are the
 * question; CPU elsewhere), any other trial its primary figure.
 */
final class AnswerPrecision {
  private AnswerPrecision() {}

  /** The figure {@code t}'s answer is read from. */
  static Figure figure(Trial t) {
    return Figures.paired(t) && LinkFigures.delayed(t) ? Figures.PAIRED_WALL_RATIO
        : Figures.primary(t);
  }

  /** The half-width of the answer's interval over the answer; NaN when it has no interval. */
  static double relativeBar(Trial measured) {
    Trial t = SteadyPart.of(measured);
    Measured m = figure(t).of(t);
    return m.value() == 0 ? Double.NaN : m.error() / Math.abs(m.value());
  }
}
