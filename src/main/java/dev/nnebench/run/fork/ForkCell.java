package dev.nnebench.run.fork;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * The cell a benchmark fork runs, from JMH's parameters: each {@code @Param} by its name, which
 * must be an axis declared in {@link Axes} (an undeclared one fails the trial with the names
 * there are). The fork asks the cell for typed values instead of parsing its fields.
 */
public final class ForkCell {
  private ForkCell() {}

  public static Cell of(BenchmarkParams params) {
    Cell cell = Cell.EMPTY;
    for (String name : params.getParamsKeys()) {
      cell = cell.withText(Axes.require(name), params.getParam(name));
    }
    return cell;
  }
}
