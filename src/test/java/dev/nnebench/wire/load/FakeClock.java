package dev.nnebench.wire.load;

import java.util.function.LongUnaryOperator;

/**
 * A clock that moves only when a wait parks or the test says: a park wakes as late as
 * {@code lateness} says for the time asked, so a test can play a busy or an idle machine exactly.
 */
final class FakeClock implements DeadlineWait.Clock {
  private final LongUnaryOperator lateness;
  private long now = 1_000_000_000L;

  /** Parks wake {@code lateness.applyAsLong(asked)} ns after the time they asked for. */
  FakeClock(LongUnaryOperator lateness) {
    this.lateness = lateness;
  }

  @Override
  public long nanoTime() {
    return now;
  }

  @Override
  public void park(long nanos) {
    now += nanos + lateness.applyAsLong(nanos);
  }

  /** Time the test's own code takes (a client's turn between calls). */
  void advance(long nanos) {
    now += nanos;
  }
}
