package dev.nnebench.wire.load;

import java.io.InterruptedIOException;
import java.util.concurrent.locks.LockSupport;

/**
 * Waits until a deadline on {@link System#nanoTime} without burning a core, so that a session
 * spends the time its server model charged and no more. A parked thread wakes late (about a
 * tenth of a millisecond on an idle Linux machine; on a busy one mostly a little more, now and
 * then by milliseconds), so the wait learns how late its parks wake on average and parks that
 * much before the deadline. A wait then ends at its deadline on average: on an idle machine
 * within microseconds of it, on a busy one a little before it when its park wakes less late than
 * on average, and after it when the machine stalls it, so that a session's time averages the
 * model's instead of gaining every wake-up's lateness. Nothing spins: yielding through the last
 * stretch instead was measured to add time on a busy machine (a yield gives the core away for a
 * time slice) and would take a core from the clients measured.
 *
 * <p>Used by one session's thread; each session learns its own lateness.
 */
public final class DeadlineWait {
  private static final int SMOOTHING = 16;
  private final Clock clock;
  private long wakeLateNanos;

  /** The clock and the park a wait uses: the system's, or a test's. */
  interface Clock {
    long nanoTime();

    /** Parks for about {@code nanos}: may wake early (spuriously) or late. */
    void park(long nanos);

    Clock SYSTEM = new Clock() {
      @Override
      public long nanoTime() {
        return System.nanoTime();
      }

      @Override
      public void park(long nanos) {
        LockSupport.parkNanos(nanos);
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

  /** Returns at {@code deadline} on average (see the class). */
  public void await(long deadline) throws InterruptedIOException {
    long target = deadline - wakeLateNanos;
    if (target - clock.nanoTime() > 0) {
      parkUntil(target);
      wakeLateNanos += (clock.nanoTime() - target - wakeLateNanos) / SMOOTHING;
    } else {
      // too close to park, given how late parks wake: end now, and forget some of the lateness,
      // or a busy spell would stop short waits from parking (and learning) for good
      wakeLateNanos = Math.max(0, wakeLateNanos - wakeLateNanos / SMOOTHING - 1);
    }
  }

  /* parkNanos may return early (a spurious wake-up): park again for what is left. */
  private void parkUntil(long target) throws InterruptedIOException {
    for (long left = target - clock.nanoTime(); left > 0; left = target - clock.nanoTime()) {
      clock.park(left);
      if (Thread.interrupted()) {
        Thread.currentThread().interrupt();
        throw new InterruptedIOException("interrupted while the server model's time ran");
      }
    }
  }
}
