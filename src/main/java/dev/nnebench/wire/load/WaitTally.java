package dev.nnebench.wire.load;

/**
 * The waits of one event in one session: how many, their total and the longest, in
 * nanoseconds. Written by the session's own thread only; read from any.
 */
public final class WaitTally {
  private volatile long waits;
  private volatile long nanos;
  private volatile long max;

  void add(long waited) {
    waits++;
    nanos += waited;
    max = Math.max(max, waited);
  }

  public long waits() {
    return waits;
  }

  public long nanos() {
    return nanos;
  }

  public long maxNanos() {
    return max;
  }
}
