package dev.nnebench.link;

import java.util.concurrent.locks.LockSupport;

/**
 * Waits until a deadline on {@link System#nanoTime} without spinning a core: a parked thread
 * wakes late (tens of microseconds on an idle Linux machine, far more on a busy one), so the
 * pacer learns how late a park wakes on average and parks that much less, then yields the CPU
 * until the deadline for what is left. A delivery is therefore never early (a round trip's
 * fastest sample is the RTT asked for, which the link's check relies on), and late only by a
 * park's spread around its mean; spinning the whole wait instead would take a core from the
 * client being measured, which on a machine of few cores shares them with the relay. A wait
 * shorter than a wake-up can be (50 us) is not parked at all, only yielded through: sending at
 * once would make it early by up to that much, and a thread preempted just before it asks can
 * find any deadline that close.
 */
final class Pacer {
  private static final int SMOOTHING = 16;
  /* Below this a park cannot wake on time (it wakes tens of microseconds late): deliver now. */
  private static final long MIN_PARK_NANOS = 50_000;
  private long wakeLateNanos;

  Pacer() {
    this(0);
  }

  /** A pacer that starts out believing parks wake {@code lateNanos} late. */
  Pacer(long lateNanos) {
    this.wakeLateNanos = lateNanos;
  }

  /** How late it believes a park wakes, from the parks it made. */
  long learnedLatenessNanos() {
    return wakeLateNanos;
  }

  void awaitDeadline(long deadline) throws InterruptedException {
    long now = System.nanoTime();
    if (deadline - now >= MIN_PARK_NANOS) {
      parkEarly(deadline, now);
    }
    while (System.nanoTime() < deadline) {
      Thread.yield(); // the last stretch, shorter than a park's lateness
      if (Thread.interrupted()) {
        throw interrupted();
      }
    }
  }

  /* Parks until the learned lateness before the deadline, and learns from how late it woke. */
  private void parkEarly(long deadline, long now) throws InterruptedException {
    long target = deadline - wakeLateNanos;
    if (target - now >= MIN_PARK_NANOS) {
      park(target);
      wakeLateNanos = Math.max(0, wakeLateNanos + (System.nanoTime() - target - wakeLateNanos)
          / SMOOTHING);
    } else {
      // what it learned leaves no time to park: forget some, or it would yield every wait
      // through and never park (and learn) again once a busy spell taught it a long lateness
      wakeLateNanos -= wakeLateNanos / SMOOTHING + 1;
    }
  }

  /* parkNanos may return early (a spurious wake-up): park again for what is left. */
  private static void park(long target) throws InterruptedException {
    for (long remaining = target - System.nanoTime(); remaining > 0;
        remaining = target - System.nanoTime()) {
      LockSupport.parkNanos(remaining);
      if (Thread.interrupted()) {
        throw interrupted();
      }
    }
  }

  private static InterruptedException interrupted() {
    return new InterruptedException("the link was closed while a chunk was in flight");
  }
}
