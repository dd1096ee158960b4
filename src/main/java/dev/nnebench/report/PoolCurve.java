package dev.nnebench.report;

import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The pool-size curve of one crypto setting at one thread count, and the pool size it
 * recommends: the smallest pool that no larger pool beats, neither in fetches per second nor
 * in p99 latency, by more than both their 99.9 % intervals (with single measurements, by more
 * than {@link #TOLERANCE}). Beyond it throughput stops rising and latency stops falling.
 */
final class PoolCurve {
  /** Without intervals, figures within this fraction of each other count as equal. */
  static final double TOLERANCE = 0.05;

  /** One pool size of the curve. */
  record Point(int poolSize, Measured throughput, Measured p50, Measured p99, Measured waitMs,
      Trial trial) {}

  private final String crypto;
  private final int threads;
  private final List<Point> points;

  PoolCurve(String crypto, int threads, List<Point> points) {
    this.crypto = crypto;
    this.threads = threads;
    this.points = points.stream().sorted(Comparator.comparingInt(Point::poolSize)).toList();
  }

  /** The curves in {@code trials} (main leg), one per crypto setting and thread count. */
  static List<PoolCurve> of(List<Trial> trials) {
    Map<String, Map<Integer, List<Point>>> byCrypto = new LinkedHashMap<>();
    trials.stream().filter(t -> t.benchmark().equals(BenchmarkName.POOL))
        .filter(t -> LegName.MAIN.ran(t))
        .forEach(t -> byCrypto.computeIfAbsent(FetchSizeTable.crypto(t), k -> new LinkedHashMap<>())
            .computeIfAbsent(PoolFigures.threads(t), k -> new ArrayList<>()).add(point(t)));
    List<PoolCurve> curves = new ArrayList<>();
    byCrypto.forEach((crypto, byThreads) -> byThreads.entrySet().stream()
        .sorted(Map.Entry.comparingByKey())
        .forEach(e -> curves.add(new PoolCurve(crypto, e.getKey(), e.getValue()))));
    return curves;
  }

  static Point point(Trial t) {
    return new Point(PoolFigures.poolSize(t), PoolFigures.THROUGHPUT.of(t),
        PoolFigures.P50_MS.of(t), PoolFigures.P99_MS.of(t), PoolFigures.WAIT_MS.of(t), t);
  }

  String crypto() {
    return crypto;
  }

  int threads() {
    return threads;
  }

  List<Point> points() {
    return points;
  }

  /** The pool with the highest median throughput. */
  Point best() {
    return points.stream().max(Comparator.comparingDouble(p -> p.throughput().value()))
        .orElseThrow();
  }

  /**
   * The smallest pool no larger pool beats: none is told apart as faster (fetches/s) or as
   * quicker (p99); empty for a single pool size.
   */
  Optional<Point> recommended() {
    if (points.size() < 2) {
      return Optional.empty();
    }
    for (int i = 0; i < points.size(); i++) {
      Point p = points.get(i);
      if (points.subList(i + 1, points.size()).stream().noneMatch(q -> beats(q, p))) {
        return Optional.of(p);
      }
    }
    throw new IllegalStateException("the largest pool has no larger one to beat it");
  }

  static boolean beats(Point larger, Point p) {
    return above(larger.throughput(), p.throughput()) || above(p.p99(), larger.p99());
  }

  /* a lies above b beyond both bars (a missing bar counts as TOLERANCE / 2 of the value);
   * false where either is NaN (no percentile recorded). */
  static boolean above(Measured a, Measured b) {
    return a.value() - margin(a) > b.value() + margin(b);
  }

  private static double margin(Measured m) {
    return Double.isFinite(m.error()) ? m.error() : Math.abs(m.value()) * TOLERANCE / 2;
  }
}
