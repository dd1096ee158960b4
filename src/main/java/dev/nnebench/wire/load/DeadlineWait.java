package dev.nnebench.wire.load;

import java.io.InterruptedIOException;
import java.util.concurrent.locks.LockSupport;

/**
 * Waits until a deadline on {@link System#nanoTime} without burning a core, so that a session
 * spends the time its server model charged and no more. A parked thread wakes late (about a
 * tenth of a millisecond on an idle Linux machine, milliseconds on a busy one), so the wait
 * learns how late its parks wake on average and parks that much before the deadline; what is
 * left, if short, is yielded through, so that on an idle machine a wait ends at its deadline,
 * never before. When the learned lateness is longer than a short yield (a busy machine) the wait
 * returns once it wakes: before the deadline as often as a park wakes less late than on average,
 * after it otherwise, so that a session's time averages the model's instead of gaining every
 * wait's lateness; spinning through milliseconds would take a core from the clients measured.
 *
 * <p>Used by one session's thread; each session learns its own lateness.
 */
public final class DeadlineWait {
  private static final int SMOOTHING = 16;
  /* Below this a park cannot wake on time: the wait is yielded through instead. */
  static final long MIN_PARK_NANOS = 50_000;
  /* The longest last stretch yielded through, about an idle machine's park lateness. */
  static final long MAX_YIELD_NANOS = 250_000;
  private final Clock clock;
  private long wakeLateNanos;

  /** The clock and the park a wait uses: the system's, or a test's. */
  interface Clock {
    long nanoTime();

    /** Parks for about {@code nanos}: may wake early (spuriously) or late. */
    void park(long nanos);

    /** Gives the core to another thread for a moment. */
    void yieldCore();

    Clock SYSTEM = new Clock() {
      @Override
      public long nanoTime() {
        return System.nanoTime();
      }

      @Override
      public void park(long nanos) {
        LockSupport.parkNanos(nanos);
      }

      @Override
      public void yieldCore() {
        Thread.yield();
      }
    };
  }

  public DeadlineWait() {
    this(Clock.SYSTEM);
  }

  DeadlineWait(Clock clock) {
    this.clock = clock;
  }

  /** How late it believes a park wakes, from the parks it made. */
  public long learnedLatenessNanos() {
    return wakeLateNanos;
  }

  /** Returns at {@code deadline}, or as close to it as the machine allows (see the class). */
  public void await(long deadline) throws InterruptedIOException {
    long now = clock.nanoTime();
    long target = deadline - wakeLateNanos;
    if (target - now >= MIN_PARK_NANOS) {
      parkUntil(target);
      now = clock.nanoTime();
      wakeLateNanos = Math.max(0, wakeLateNanos + (now - target - wakeLateNanos) / SMOOTHING);
    } else if (deadline - now > MAX_YIELD_NANOS) {
      // what it learned leaves no time to park: forget some, or a busy spell would stop it from
      // parking (and learning) for good
      wakeLateNanos -= wakeLateNanos / SMOOTHING + 1;
      parkUntil(deadline - MAX_YIELD_NANOS);
      now = clock.nanoTime();
    }
    if (deadline - now <= MAX_YIELD_NANOS) {
      yieldUntil(deadline);
    }
  }

  /* parkNanos may return early (a spurious wake-up): park again for what is left. */
  private void parkUntil(long target) throws InterruptedIOException {
    for (long left = target - clock.nanoTime(); left > 0; left = target - clock.nanoTime()) {
      clock.park(left);
      if (Thread.interrupted()) {
        throw interrupted();
      }
    }
  }

  private void yieldUntil(long deadline) throws InterruptedIOException {
    while (clock.nanoTime() - deadline < 0) {
      clock.yieldCore();
      if (Thread.interrupted()) {
        throw interrupted();
      }
    }
  }

  private static InterruptedIOException interrupted() {
    Thread.currentThread().interrupt();
    return new InterruptedIOException("interrupted while the server model's time ran");
  }
}
