package dev.nnebench.report.answer;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.driver.DriverVersion;
import dev.nnebench.report.figure.Crypto;
import dev.nnebench.report.figure.Measured;
import java.util.Optional;

/**
 * One answer of a run, in a form two runs can be compared on: a stable key (the question's id and
 * the parameters it was asked for), a ratio or figure with its 99.9 % bar, and which way is worse.
 *
 * @param key the question's id and parameters, the same in every run that asked the same thing
 * @param id the id of the question it answers, e.g. "nne-cost"; rewording a question keeps it
 * @param question the question as the report words it, e.g. "NNE cost"
 * @param label the parameters of this answer, e.g. "driver=19, fetchSize=1000"
 * @param value the ratio (or figure) with its bar
 * @param unit "×" for a ratio, else the figure's unit
 * @param higherIsWorse whether a larger value means slower or costlier
 * @param unsteady why a trial behind it was not steady; empty when all were
 * @param cell the settings of the trial (side) it is about, for tables and picking examples
 */
public record Answer(String key, String id, String question, String label, Measured value,
    String unit, boolean higherIsWorse, String unsteady, Cell cell) {
  public static final String RATIO = "×";

  /** The text of {@code axis} as the trial named it; empty when it did not name it. */
  public String text(Axis<?> axis) {
    return cell.has(axis) ? cell.text(axis) : "";
  }

  /** The value of {@code axis} if the trial named it. */
  public <T> Optional<T> find(Axis<T> axis) {
    return cell.find(axis);
  }

  /* A TCPS or ezTLS cell runs NNE off under TLS: named so, not "NONE + NONE" beside the plain
   * TCP one. */
  public String crypto() {
    return Crypto.label(cell);
  }

  /* Drivers up to 21 have an engine of their own to choose; a driver not named is assumed to. */
  public boolean honoursUseJce() {
    return cell.find(Axes.DRIVER).map(DriverVersion::honoursUseJceApi).orElse(true);
  }

  /** Whether the driver ran NNE through JCE ({@code useJCEAPI=true} named). */
  public boolean jce() {
    return cell.find(Axes.JCE).orElse(false);
  }

  public boolean isRatio() {
    return unit.equals(RATIO);
  }

  /** Whether its interval excludes 1 (for a ratio): this run can tell the two sides apart. */
  public boolean toldApart() {
    return isRatio()
        && Double.isFinite(value.error()) && Math.abs(value.value() - 1) > value.error();
  }

  public boolean steady() {
    return unsteady.isEmpty();
  }

  /** {@code 1.42× ± 0.05} or {@code 6.21 ± 0.14 s/GB}, with a warning sign when unsteady. */
  public String shown() {
    return (isRatio() ? value.ratio() : value.with(unit)) + (steady() ? "" : " ⚠");
  }
}
