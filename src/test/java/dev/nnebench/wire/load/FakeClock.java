package dev.nnebench.wire.load;

import java.util.function.LongUnaryOperator;

/**
 * A clock that moves only when a wait parks or yields: a park wakes as late as {@code lateness}
 * says for the time asked, a yield takes {@value #YIELD_NANOS} ns, so a test can play a busy or
 * an idle machine exactly.
 */
final class FakeClock implements DeadlineWait.Clock {
  static final long YIELD_NANOS = 5_000;
  private final LongUnaryOperator lateness;
  private long now = 1_000_000_000L;
  private long yields;

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

  @Override
  public void yieldCore() {
    now += YIELD_NANOS;
    yields++;
  }

  /** Time the test's own code takes (a client's turn between calls). */
  void advance(long nanos) {
    now += nanos;
  }

  long yields() {
    return yields;
  }
}
