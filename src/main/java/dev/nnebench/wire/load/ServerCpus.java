package dev.nnebench.wire.load;

import java.util.function.LongSupplier;

/**
 * The model's K server CPUs as a schedule: when each falls idle. A call that needs one is given
 * the CPU that falls idle first, in the order calls ask (first come, first served), and learns
 * how long it waits in line for it; the session then sleeps through its line and its service. A
 * held CPU is an entry in the schedule, not a busy core.
 *
 * <p>Why a schedule and not a semaphore that a session holds while it sleeps: a released permit
 * waits for the next session's thread to wake and take it, and on a loaded machine that took
 * milliseconds per hand-over, so K permits served well under K / S calls per second (measured:
 * 19 instead of 25 per second at K = 2, S = 80 ms, 16 threads on a pool of 4, load average
 * ~20 on 2 cores). In the schedule a session that wakes late delays its own reply, as a client
 * slow to read would, and never the next call's CPU.
 */
final class ServerCpus {
  private final long[] idleAt;
  private final LongSupplier clock;

  /** One CPU's slot [start, end) on the schedule. */
  record Booking(int cpu, long start, long end) {}

  ServerCpus(int cpus, LongSupplier clock) {
    this.idleAt = new long[cpus];
    this.clock = clock;
    java.util.Arrays.fill(idleAt, clock.getAsLong());
  }

  /**
   * Books the CPU that falls idle first for {@code serviceNanos}, from {@code from} (a
   * {@link System#nanoTime} the session's call begins at) or from when that CPU falls idle, if
   * later; the call waits in line from {@code from} to the booking's start.
   */
  synchronized Booking book(long from, long serviceNanos) {
    int first = 0;
    for (int i = 1; i < idleAt.length; i++) {
      if (idleAt[i] - idleAt[first] < 0) {
        first = i;
      }
    }
    long start = idleAt[first] - from > 0 ? idleAt[first] : from;
    idleAt[first] = start + serviceNanos;
    return new Booking(first, start, start + serviceNanos);
  }

  /**
   * A call broken (cancelled, or its client gone) at {@code now} gives its slot back: the CPU
   * falls idle when the call ended, or when the booking before it ends if the call was still in
   * line. Only the CPU's last booking can be given back: a booking made after it is already
   * being slept through by its session, which cannot learn that its slot moved.
   */
  synchronized void giveBack(Booking booking, long now) {
    if (idleAt[booking.cpu()] == booking.end()) {
      long freed = Math.max(booking.start(), Math.min(now, booking.end()));
      idleAt[booking.cpu()] = freed;
    }
  }

  /** CPUs with nothing booked now. */
  synchronized int idle() {
    long now = clock.getAsLong();
    int idle = 0;
    for (long t : idleAt) {
      if (t - now <= 0) {
        idle++;
      }
    }
    return idle;
  }
}
