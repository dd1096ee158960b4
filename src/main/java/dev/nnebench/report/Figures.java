package dev.nnebench.report;

import dev.nnebench.stats.Series;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The derived figures the report speaks in, from a trial's raw JMH score and counters.
 *
 * <p>FetchThroughput publishes per-second counters {@code cpuNanos} (the fetching thread's CPU
 * time), {@code bytes}, {@code cells} and {@code rows}. Divided, the seconds cancel: CPU ns per
 * byte is numerically CPU seconds per GB, and CPU ns per cell is CPU ms per million cells. The
 * division is done per iteration, where both counters describe the same fetches.
 */
final class Figures {
  static final String CPU_NANOS = "cpuNanos";
  static final String BYTES = "bytes";
  static final String CELLS = "cells";
  static final String ROWS = "rows";
  private static final double MEGA = 1e6;

  /** JMH's primary score (ops/s, ms/op, ...). */
  static final Figure SCORE = new Figure("score", t -> t.series(Trial.SCORE), Figures::score);
  /** The fetching thread's CPU seconds per GB fetched. */
  static final Figure CPU_PER_GB = new Figure("CPU s/GB", t -> quotient(t, CPU_NANOS, BYTES),
      t -> aux(t, CPU_NANOS).over(aux(t, BYTES)));
  /** The fetching thread's CPU milliseconds per million cells. */
  static final Figure CPU_PER_MILLION_CELLS = new Figure("CPU ms per million cells",
      t -> quotient(t, CPU_NANOS, CELLS), t -> aux(t, CPU_NANOS).over(aux(t, CELLS)));

  private Figures() {}

  /** The figure a trial's steadiness and headline are judged on. */
  static Figure primary(Trial t) {
    return t.benchmark().equals(FetchAnswers.FETCH) ? CPU_PER_GB : SCORE;
  }

  /** Crypto throughput in MB/s: operations per second times the buffer size. */
  static Measured cryptoMegabytesPerSecond(Trial t) {
    double bytes = Double.parseDouble(t.param(BYTES));
    return SCORE.of(t).times(bytes / MEGA);
  }

  static Measured cpuSecondsPerGb(Trial t) {
    return CPU_PER_GB.of(t);
  }

  static Measured cpuMsPerMillionCells(Trial t) {
    return CPU_PER_MILLION_CELLS.of(t);
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

  private static Optional<Series> quotient(Trial t, String top, String bottom) {
    Optional<Series> a = t.series(Trial.AUX + top);
    Optional<Series> b = t.series(Trial.AUX + bottom);
    return a.isPresent() && b.isPresent()
        ? Optional.of(a.get().combine(b.get(), (x, y) -> x / y)) : Optional.empty();
  }
}
