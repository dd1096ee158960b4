package dev.nnebench.wire.load;

/**
 * Server time a model charged: CPU held, waits (I/O) and time in line for a CPU, in
 * nanoseconds, with the calls and rows it was charged for and how many of its charges had to
 * wait in line ({@code queued}).
 */
public record Charged(long cpuNanos, long waitNanos, long queueNanos, long connects,
    long executes, long fetches, long rows, long queued) {
  public static final Charged ZERO = new Charged(0, 0, 0, 0, 0, 0, 0, 0);

  public Charged plus(Charged o) {
    return new Charged(cpuNanos + o.cpuNanos, waitNanos + o.waitNanos, queueNanos + o.queueNanos,
        connects + o.connects, executes + o.executes, fetches + o.fetches, rows + o.rows,
        queued + o.queued);
  }

  public Charged minus(Charged o) {
    return new Charged(cpuNanos - o.cpuNanos, waitNanos - o.waitNanos, queueNanos - o.queueNanos,
        connects - o.connects, executes - o.executes, fetches - o.fetches, rows - o.rows,
        queued - o.queued);
  }
}
