package dev.nnebench.report;

import java.util.OptionalDouble;

/**
 * The derived figures the report speaks in, from a trial's raw JMH score and counters.
 *
 * <p>FetchThroughput publishes per-second counters {@code cpuNanos} (the fetching thread's CPU
 * time), {@code bytes}, {@code cells} and {@code rows}. Divided, the seconds cancel: CPU ns per
 * byte is numerically CPU seconds per GB, and CPU ns per cell is CPU ms per million cells.
 */
final class Figures {
  static final String CPU_NANOS = "cpuNanos";
  static final String BYTES = "bytes";
  static final String CELLS = "cells";
  static final String ROWS = "rows";
  private static final double MEGA = 1e6;

  private Figures() {}

  /** Crypto throughput in MB/s: operations per second times the buffer size. */
  static Measured cryptoMegabytesPerSecond(Trial t) {
    double bytes = Double.parseDouble(t.param(BYTES));
    return Measured.of(t.score(), t.error()).times(bytes / MEGA);
  }

  /** The fetching thread's CPU seconds per GB fetched. */
  static Measured cpuSecondsPerGb(Trial t) {
    return aux(t, CPU_NANOS).over(aux(t, BYTES));
  }

  /** The fetching thread's CPU milliseconds per million cells. */
  static Measured cpuMsPerMillionCells(Trial t) {
    return aux(t, CPU_NANOS).over(aux(t, CELLS));
  }

  /** Wall-clock MB/s of a fetch. */
  static Measured wallMegabytesPerSecond(Trial t) {
    return aux(t, BYTES).times(1 / MEGA);
  }

  static Measured aux(Trial t, String name) {
    OptionalDouble value = t.aux(name);
    return Measured.of(value.orElse(Double.NaN), t.auxError(name));
  }

  static Measured score(Trial t) {
    return Measured.of(t.score(), t.error());
  }
}
