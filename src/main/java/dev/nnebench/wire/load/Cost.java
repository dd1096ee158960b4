package dev.nnebench.wire.load;

/**
 * Server time one unit of work costs (a call, a row, a connect): CPU, which needs one of the
 * model's server CPUs, and waiting (I/O), which needs none.
 */
public record Cost(long cpuNanos, long waitNanos) {
  public static final Cost ZERO = new Cost(0, 0);

  public Cost {
    if (cpuNanos < 0 || waitNanos < 0) {
      throw new IllegalArgumentException("server times must not be negative");
    }
  }

  public boolean isZero() {
    return cpuNanos == 0 && waitNanos == 0;
  }

  /** This cost {@code n} times. */
  Cost times(long n) {
    return new Cost(cpuNanos * n, waitNanos * n);
  }

  Cost plus(Cost other) {
    return new Cost(cpuNanos + other.cpuNanos, waitNanos + other.waitNanos);
  }

  /** This cost scaled by {@code factor} (a draw), to the nanosecond. */
  Cost scaled(double factor) {
    return new Cost(Math.round(cpuNanos * factor), Math.round(waitNanos * factor));
  }
}
