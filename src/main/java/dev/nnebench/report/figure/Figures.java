package dev.nnebench.report.figure;

import dev.nnebench.cell.Axes;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Columns;
import dev.nnebench.results.Trial;
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
public final class Figures {
  static final String CPU_NANOS = "cpuNanos";
  public static final String WALL_NANOS = "wallNanos";
  static final String BYTES = "bytes";
  static final String CELLS = "cells";
  static final String ROWS = "rows";
  /** Suffix of a paired trial's counterpart counters, e.g. {@code cpuNanosPeer}. */
  static final String PEER = "Peer";
  static final String OPEN_NANOS = "openNanos";
  static final String OPENS = "opens";
  static final String OPEN_CPU_NANOS = "openCpuNanos";
  private static final double MEGA = 1e6;

  /** JMH's primary score (ops/s, ms/op, ...). */
  public static final Figure SCORE = new Figure("score", t -> t.series(Trial.SCORE), Figures::score);

  /**
   * A paired trial's own CPU s/GB over its counterpart's, iteration by iteration: both sides
   * were fetched interleaved, chunk by chunk, in the same iteration, so what moved one moved the
   * other.
   */
  public static final Figure PAIRED_CPU_RATIO = new Figure("CPU s/GB vs counterpart",
      t -> ratioOfQuotients(t, CPU_NANOS, BYTES), t -> Measured.of(Double.NaN, Double.NaN));
  /** A paired fetch's own wall time per byte over its counterpart's, iteration by iteration. */
  public static final Figure PAIRED_WALL_RATIO = new Figure("wall s/GB vs counterpart",
      t -> ratioOfQuotients(t, WALL_NANOS, BYTES), t -> Measured.of(Double.NaN, Double.NaN));
  /** A paired open's mean open+close over its counterpart's, iteration by iteration. */
  public static final Figure PAIRED_OPEN_RATIO = new Figure("open+close vs counterpart",
      t -> ratioOfQuotients(t, OPEN_NANOS, OPENS), t -> Measured.of(Double.NaN, Double.NaN));
  /** A paired open's CPU time of the opening thread over its counterpart's, per iteration. */
  public static final Figure PAIRED_OPEN_CPU_RATIO = new Figure("open+close CPU vs counterpart",
      t -> ratioOfQuotients(t, OPEN_CPU_NANOS, OPENS), t -> Measured.of(Double.NaN, Double.NaN));
  /** A paired fetch's own CPU per cell over its counterpart's, iteration by iteration. */
  static final Figure PAIRED_CELL_RATIO = new Figure("CPU per cell vs counterpart",
      t -> ratioOfQuotients(t, CPU_NANOS, CELLS), t -> Measured.of(Double.NaN, Double.NaN));
  /** The fetching thread's CPU seconds per GB fetched. */
  public static final Figure CPU_PER_GB = per("CPU s/GB", CPU_NANOS, BYTES, 1)
      .pairedAs(PAIRED_CPU_RATIO);
  /** The fetching thread's CPU milliseconds per million cells. */
  public static final Figure CPU_PER_MILLION_CELLS =
      per("CPU ms per million cells", CPU_NANOS, CELLS, 1).pairedAs(PAIRED_CELL_RATIO);
  /** The fetch's wall seconds per GB (the time a user waits, not only the client's CPU). */
  public static final Figure WALL_PER_GB = new Figure("wall s/GB", t -> quotient(t, WALL_NANOS, BYTES),
      t -> Measured.of(Double.NaN, Double.NaN)).pairedAs(PAIRED_WALL_RATIO);
  /** An open's open+close time as JMH scored it; a paired open gives it as the ratio. */
  public static final Figure OPEN_TIME = SCORE.pairedAs(PAIRED_OPEN_RATIO);
  /** Mean open+close in ms from the open counters (a paired open's own side). */
  public static final Figure OPEN_MS = new Figure("open+close ms",
      t -> quotient(t, OPEN_NANOS, OPENS).map(q -> q.combine(q, (a, b) -> a / 1e6)),
      Figures::score);
  /**
   * The opening thread's CPU ms per open+close (the driver's key exchange, key derivation and
   * logon, not the server's work nor the waits); a paired open gives it as the ratio.
   */
  public static final Figure OPEN_CPU = per("open+close CPU ms", OPEN_CPU_NANOS, OPENS, 1e-6)
      .pairedAs(PAIRED_OPEN_CPU_RATIO);
  /** The counterpart side's CPU s/GB of a paired trial. */
  public static final Figure PEER_CPU_PER_GB = per("CPU s/GB", CPU_NANOS + PEER, BYTES + PEER, 1);

  private Figures() {}

  /** Whether {@code t} fetched a counterpart beside its own scenario. */
  public static boolean paired(Trial t) {
    return t.cell().paired()
        && (t.series(Columns.aux(BYTES + PEER)).isPresent()
            || t.series(Columns.aux(OPENS + PEER)).isPresent());
  }

  /** Whether {@code t} recorded its opens' CPU time (older runs did not). */
  public static boolean timesOpenCpu(Trial t) {
    return t.series(Columns.aux(OPEN_CPU_NANOS)).isPresent();
  }

  /* The ratio a paired trial of either benchmark exists for: a fetch's wall time over a delayed
   * link, where the round trips are the question, else its CPU; an open's CPU where it was
   * recorded (its wall time also waits on the server and the scheduler). */
  private static Figure pairedRatio(Trial t) {
    if (fetches(t)) {
      return LinkFigures.delayed(t) ? PAIRED_WALL_RATIO : PAIRED_CPU_RATIO;
    }
    return timesOpenCpu(t) ? PAIRED_OPEN_CPU_RATIO : PAIRED_OPEN_RATIO;
  }

  /* (cost / amount) of the trial's side over the same of its counterpart, per iteration. */
  private static Optional<Series> ratioOfQuotients(Trial t, String cost, String amount) {
    Optional<Series> own = quotient(t, cost, amount);
    Optional<Series> peer = quotient(t, cost + PEER, amount + PEER);
    return own.isPresent() && peer.isPresent()
        ? Optional.of(own.get().combine(peer.get(), (a, b) -> a / b)) : Optional.empty();
  }

  /**
   * The figure a trial's steadiness is judged on: a paired trial's ratio (what it exists for,
   * and what the machine's drift cancels out of; in wall time over a delayed link), a fetch's CPU
   * s/GB, a pool's fetches/s (all its threads), else the score.
   */
  public static Figure primary(Trial t) {
    if (paired(t)) {
      return pairedRatio(t);
    }
    if (t.is(Benchmark.POOL)) {
      return PoolFigures.THROUGHPUT; // the score is one thread's share, which may wander
    }
    return fetches(t) ? CPU_PER_GB : SCORE;
  }

  /* A shape's fetch or a user's query's: the same counters. */
  private static boolean fetches(Trial t) {
    return t.benchmarkKind().filter(Benchmark::fetches).isPresent();
  }

  /** Crypto throughput in MB/s: operations per second times the buffer size. */
  public static Measured cryptoMegabytesPerSecond(Trial t) {
    double bytes = t.cell().get(Axes.BYTES);
    return SCORE.of(t).times(bytes / MEGA);
  }

  public static Measured cpuSecondsPerGb(Trial t) {
    return CPU_PER_GB.of(t);
  }

  public static Measured cpuMsPerMillionCells(Trial t) {
    return CPU_PER_MILLION_CELLS.of(t);
  }

  /** Wall-clock MB/s of a fetch. */
  public static Measured wallMegabytesPerSecond(Trial t) {
    return aux(t, BYTES).times(1 / MEGA);
  }

  static Measured aux(Trial t, String name) {
    OptionalDouble value = t.aux(name);
    return Measured.of(value.orElse(Double.NaN), t.auxError(name));
  }

  public static Measured score(Trial t) {
    return Measured.of(t.score(), t.error());
  }

  private static Optional<Series> quotient(Trial t, String top, String bottom) {
    return quotient(t, top, bottom, 1);
  }

  /**
   * Counter {@code top} over counter {@code bottom} times {@code factor}: per iteration, and for
   * rows without iterations from the two aggregates.
   */
  static Figure per(String name, String top, String bottom, double factor) {
    return new Figure(name, t -> quotient(t, top, bottom, factor),
        t -> aux(t, top).over(aux(t, bottom)).times(factor));
  }

  /** Per iteration, counter {@code top} over counter {@code bottom} times {@code factor}. */
  static Optional<Series> quotient(Trial t, String top, String bottom, double factor) {
    Optional<Series> a = t.series(Columns.aux(top));
    Optional<Series> b = t.series(Columns.aux(bottom));
    return a.isPresent() && b.isPresent()
        ? Optional.of(a.get().combine(b.get(), (x, y) -> x / y * factor)) : Optional.empty();
  }
}
