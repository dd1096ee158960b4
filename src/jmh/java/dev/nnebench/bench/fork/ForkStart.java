package dev.nnebench.bench.fork;

import dev.nnebench.bench.params.ForkCell;
import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Observed;
import dev.nnebench.run.fork.ForkTarget;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * What every connecting trial starts from: its cell ({@link ForkCell}), the target the runner
 * handed the fork, checked to run the key schedule the cell asks for (the loopback double runs
 * one a run), and where the fork was pinned beside it ({@link ClientPlacement}), the trial's
 * first observed facts.
 */
public record ForkStart(Cell cell, ForkTarget target, Observed placed) {
  /** Reads the trial's cell and target and pins this fork. */
  public static ForkStart of(BenchmarkParams params) {
    Cell cell = ForkCell.of(params);
    ForkTarget target = ForkTarget.fromSystemProperties();
    target.requireKeySchedule(cell.text(Axes.KEY_SCHEDULE));
    return new ForkStart(cell, target, ClientPlacement.pin(target));
  }
}
