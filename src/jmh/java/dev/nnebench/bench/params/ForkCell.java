package dev.nnebench.bench.params;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * The cell a trial runs, built in one place from what JMH hands the fork: every parameter of the
 * states the benchmark uses, by its axis name. The scenario axes a benchmark does not sweep take
 * the values here, because a connection needs them named and what the benchmark measures does
 * not depend on them (an open reads no rows).
 */
public final class ForkCell {
  private static final Cell UNSWEPT = Cell.EMPTY.withText(Axes.JCE, "true")
      .withText(Axes.FETCH_SIZE, "1").withText(Axes.SHAPE, "tiny")
      .withText(Axes.READ, "getString");

  private ForkCell() {}

  /** The trial's cell: its parameters, the unswept axes filled in. */
  public static Cell of(BenchmarkParams params) {
    Cell cell = UNSWEPT;
    for (String name : params.getParamsKeys()) {
      cell = cell.withText(Axes.require(name), params.getParam(name));
    }
    return cell;
  }
}
