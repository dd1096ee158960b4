package dev.nnebench.bench.fork;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.run.fork.ForkTarget;
import dev.nnebench.scenario.ServerProfile;
import dev.nnebench.target.LoopbackTarget;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.TargetOptions;

/**
 * The target a cell runs against: the runner's, or, when the cell names a server MODEL
 * ({@code server} axis), a loopback double this fork starts with that model behind it (in a
 * JVM of its own, beside the runner's, destroyed when the fork exits). Its NNE level is
 * ACCEPTED (the loopback default), its key schedule and user the runner's.
 */
public final class ServedTarget {
  /* One a fork: a fork runs one cell. */
  private static LoopbackTarget started;

  private ServedTarget() {}

  /** The target for {@code cell}; fails naming the fix when a model is asked of another target. */
  public static synchronized ForkTarget of(Cell cell, ForkTarget runners) {
    ServerProfile server = cell.get(Axes.SERVER);
    if (server.isNone()) {
      return runners;
    }
    if (runners.kind() != TargetKind.LOOPBACK) {
      throw new IllegalStateException("server=" + server.label() + " is a model behind the"
          + " loopback double; the target is " + runners.description() + ": run with the"
          + " loopback target or -p server=none");
    }
    if (started == null) {
      TargetOptions options = new TargetOptions(TargetKind.LOOPBACK, null, runners.user(),
          runners.password(), NneLevel.ACCEPTED, runners.keySchedule().orElseThrow());
      started = LoopbackTarget.startWithServer(options, server.spec());
    }
    return new ForkTarget(TargetKind.LOOPBACK, started.url(), runners.user(),
        started.description() + ", server MODEL " + server.label(), runners.keySchedule(),
        started.tcps());
  }

  /** The model's parameters for the trial's row ({@code none} without one). */
  public static Observed facts(Cell cell) {
    return Observed.NONE.withText(Facts.SERVER_MODEL, cell.get(Axes.SERVER).spec());
  }
}
