package dev.nnebench.preset;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.scenario.Scenario;
import java.util.List;
import java.util.Map;

/**
 * A scenario's axes by name ({@link Axes#SCENARIO}), and their text values turned back into a
 * {@link Scenario}. Callers that hold a {@link Cell} ask it for {@link Cell#scenario()} instead.
 */
public final class ScenarioParams {
  /** Every scenario axis, in the order scenarios are labelled. */
  public static final List<String> ALL = Axes.SCENARIO.stream().map(Axis::name).toList();

  private ScenarioParams() {}

  /**
   * Builds a scenario from one text value per axis; a missing level means REQUIRED (or REJECTED
   * for NONE). Throws IllegalArgumentException naming the bad or missing value.
   */
  public static Scenario toScenario(Map<String, String> values) {
    return require(Cell.lenient(values)).scenario();
  }

  /** {@code cell} if it names every scenario axis but the levels; else the first it lacks. */
  static Cell require(Cell cell) {
    for (Axis<?> axis : Axes.SCENARIO) {
      boolean level = axis == Axes.ENCRYPTION_LEVEL || axis == Axes.CHECKSUM_LEVEL;
      if (!level && (!cell.has(axis) || cell.text(axis).isBlank())) {
        throw new IllegalArgumentException("missing scenario value '" + axis.name() + "'");
      }
    }
    return cell;
  }
}
