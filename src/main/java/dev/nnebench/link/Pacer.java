package dev.nnebench.link;

import java.util.concurrent.locks.LockSupport;

/**
 * Waits until a deadline on {@link System#nanoTime} without spinning: a parked thread wakes late
 * (tens of microseconds on an idle Linux machine, far more on a busy one), so the pacer learns how
 * late on average and parks that much less. Deliveries then centre on their deadlines, and a
 * round trip's mean is the RTT asked for; spinning instead would take a core from the client being
 * measured on a 2-core machine. Early deliveries teach it as late ones do, so it cannot learn a
 * lateness larger than the delays it paces and stop delaying at all. A wait shorter than a
 * wake-up can be (50 us) is not waited: the chunk goes at once.
 */
final class Pacer {
  private static final int SMOOTHING = 16;
  /* Below this a park cannot wake on time (it wakes tens of microseconds late): deliver now. */
  private static final long MIN_PARK_NANOS = 50_000;
  private long wakeLateNanos;

  Pacer() {
    this(0);
  }

  /* A pacer that has learnt {@code wakeLateNanos} already (tests). */
  Pacer(long wakeLateNanos) {
    this.wakeLateNanos = wakeLateNanos;
  }

  /** How late a wake-up is, as learnt: what a wait is shortened by. */
  long wakeLateNanos() {
    return wakeLateNanos;
  }

  void awaitDeadline(long deadline) throws InterruptedException {
    long now = System.nanoTime();
    if (now >= deadline) {
      return; // due already (it queued behind others): no wake-up to learn from
    }
    long target = deadline - wakeLateNanos;
    if (target - now < MIN_PARK_NANOS) {
      // delivered early by what is left: taught as an early wake-up, else a lateness learnt
      // under load above the delay itself would skip every wait from then on
      learn(now - deadline);
      return;
    }
    // parkNanos may return early (a spurious wake-up): park again for what is left
    for (long remaining = target - now; remaining > 0; remaining = target - System.nanoTime()) {
      LockSupport.parkNanos(remaining);
      if (Thread.interrupted()) {
        throw new InterruptedException("the link was closed while a chunk was in flight");
      }
    }
    learn(System.nanoTime() - deadline);
  }

  private void learn(long lateNanos) {
    wakeLateNanos = Math.max(0, wakeLateNanos + lateNanos / SMOOTHING);
  }
}
