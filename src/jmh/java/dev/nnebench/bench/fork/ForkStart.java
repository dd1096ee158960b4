package dev.nnebench.bench.fork;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Observed;
import dev.nnebench.run.fork.ForkCell;
import dev.nnebench.run.fork.ForkTarget;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * What every connecting trial starts from: its cell ({@link ForkCell}, as the runner reads the
 * row's), the target the runner handed the fork, checked to run the key schedule the cell asks
 * for (the loopback double runs one a run), or the double the fork starts for the cell's server
 * model ({@link ServedTarget}), and where the fork was pinned beside it ({@link
 * ClientPlacement}) with the model's parameters, the trial's first observed facts.
 *
 * <p>The scenario axes a benchmark does not sweep take the values of {@link #UNSWEPT}: a
 * connection needs them named, and what the benchmark measures does not depend on them (an open
 * reads no rows).
 */
public record ForkStart(Cell cell, ForkTarget target, Observed placed) {
  private static final Cell UNSWEPT = Cell.EMPTY.withText(Axes.JCE, "true")
      .withText(Axes.FETCH_SIZE, "1").withText(Axes.SHAPE, "tiny")
      .withText(Axes.READ, "getString");

  /** Reads the trial's cell and target and pins this fork. */
  public static ForkStart of(BenchmarkParams params) {
    Cell cell = UNSWEPT.withAll(ForkCell.of(params));
    ForkTarget runners = ForkTarget.fromSystemProperties();
    runners.requireKeySchedule(cell.text(Axes.KEY_SCHEDULE));
    Observed placed = ClientPlacement.pin(runners).withAll(ServedTarget.facts(cell));
    return new ForkStart(cell, ServedTarget.of(cell, runners), placed);
  }
}
