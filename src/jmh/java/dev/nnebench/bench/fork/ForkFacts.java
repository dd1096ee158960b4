package dev.nnebench.bench.fork;

import dev.nnebench.cell.Observed;
import dev.nnebench.run.fork.TrialSidecar;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * What a fork observed, handed to the trial's sidecar ({@link TrialSidecar}), the file the
 * runner reads back into the row: the one place the fork's facts become text by name.
 */
public final class ForkFacts {
  private ForkFacts() {}

  /** Records {@code observed} for the trial; the last write wins. */
  public static void write(BenchmarkParams params, Observed observed) {
    TrialSidecar.write(params, observed);
  }

  /** Adds {@code observed} to what the trial has recorded so far. */
  public static void add(BenchmarkParams params, Observed observed) {
    TrialSidecar.add(params, observed);
  }

  /** Records {@code observed} with the server error behind {@code failure}, if any. */
  public static void failed(BenchmarkParams params, Observed observed, Throwable failure) {
    TrialSidecar.failed(params, observed, failure);
  }
}
