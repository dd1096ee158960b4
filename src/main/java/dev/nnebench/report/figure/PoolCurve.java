package dev.nnebench.report.figure;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The pool-size curve of one crypto setting over one link at one thread count, and the pool size
 * it recommends, throughput first: the smallest pool whose fetches per second the best pool's do
 * not significantly exceed, by the 99.9 % interval of their difference (with single
 * measurements, within {@link #TOLERANCE} of the best's). p99
 * latency and the wait to borrow are shown beside it, not ranked: on a server without contention
 * between sessions a pool of as many connections as threads always has the lowest p99 (no thread
 * waits to borrow), so ranking by p99 ends at pool = threads, which no pool-sizing advice signs.
 */
public final class PoolCurve {
  /** Without intervals, fetches/s within this fraction of the best count as the best's. */
  public static final double TOLERANCE = 0.05;

  /** One pool size of the curve. */
  public record Point(int poolSize, Measured throughput, Measured p50, Measured p99, Measured waitMs,
      Trial trial) {}

  private final String crypto;
  private final String link;
  private final String server;
  private final int threads;
  private final List<Point> points;

  PoolCurve(String crypto, String link, String server, int threads, List<Point> points) {
    this.crypto = crypto;
    this.link = link;
    this.server = server;
    this.threads = threads;
    this.points = points.stream().sorted(Comparator.comparingInt(Point::poolSize)).toList();
  }

  /** The curves in {@code trials} (main leg), one per crypto setting, link and thread count. */
  public static List<PoolCurve> of(List<Trial> trials) {
    Map<List<String>, Map<Integer, List<Point>>> byCryptoAndLink = new LinkedHashMap<>();
    trials.stream().filter(t -> t.is(Benchmark.POOL))
        .filter(t -> LegName.MAIN.ran(t))
        .forEach(t -> byCryptoAndLink.computeIfAbsent(List.of(Crypto.label(t), link(t),
                PoolServer.label(t)),
                k -> new LinkedHashMap<>())
            .computeIfAbsent(PoolFigures.threads(t), k -> new ArrayList<>()).add(point(t)));
    List<PoolCurve> curves = new ArrayList<>();
    byCryptoAndLink.forEach((key, byThreads) -> byThreads.entrySet().stream()
        .sorted(Map.Entry.comparingByKey())
        .forEach(e -> curves.add(new PoolCurve(key.get(0), key.get(1), key.get(2), e.getKey(),
            e.getValue()))));
    return curves;
  }

  static Point point(Trial t) {
    return new Point(PoolFigures.poolSize(t), PoolFigures.THROUGHPUT.of(t),
        PoolFigures.P50_MS.of(t), PoolFigures.P99_MS.of(t), PoolFigures.WAIT_MS.of(t), t);
  }

  /**
   * The emulated link a trial ran over, e.g. {@code 2ms RTT} or {@code 2ms RTT, 1gbit}; empty
   * without one (and for rows saved before the link existed).
   */
  static String link(Trial t) {
    List<String> parts = new ArrayList<>();
    Cell cell = t.cell();
    if (LinkFigures.set(cell, Axes.RTT)) {
      parts.add(cell.text(Axes.RTT) + " RTT");
    }
    if (LinkFigures.set(cell, Axes.BANDWIDTH)) {
      parts.add(cell.text(Axes.BANDWIDTH));
    }
    return String.join(", ", parts);
  }

  public String crypto() {
    return crypto;
  }

  /** The link this curve ran over; empty: none (loopback as it is). */
  public String link() {
    return link;
  }

  /** The server MODEL this curve ran against, e.g. {@code server MODEL k2}; empty without one. */
  public String server() {
    return server;
  }

  /** The link and the server model, as far as either is set: what a curve ran over. */
  public String setting() {
    return link.isEmpty() || server.isEmpty() ? link + server : link + ", " + server;
  }

  /**
   * The crypto setting, then the link and the server model when set: {@code AES256 + SHA256
   * over 2ms RTT, server MODEL k2}.
   */
  public String label() {
    String over = link.isEmpty() ? crypto : crypto + " over " + link;
    return server.isEmpty() ? over : over + ", " + server;
  }

  public int threads() {
    return threads;
  }

  public List<Point> points() {
    return points;
  }

  /** The pool with the highest median throughput. */
  public Point best() {
    return points.stream().max(Comparator.comparingDouble(p -> p.throughput().value()))
        .orElseThrow();
  }

  /**
   * The smallest pool whose fetches/s are not told apart from the best's: the best's gain over
   * it is not significant (see {@link #asFastAs}). Empty for a single pool size.
   */
  public Optional<Point> recommended() {
    if (points.size() < 2) {
      return Optional.empty();
    }
    Point best = best();
    return points.stream().filter(p -> asFastAs(p.throughput(), best.throughput())).findFirst();
  }

  /*
   * Whether b's gain over a is not significant: b - a within the 99.9 % half-width of the
   * difference of two independent measurements, sqrt(e_a^2 + e_b^2). Reading "within the best's
   * interval" by a's point alone (b - a <= e_b) calls a pool slower whenever its point falls a
   * hair under the best's interval, though its own interval covers the best (as the pool at a
   * knee does, where the curve is flat). The half-width is at most e_a + e_b, so a pool this
   * admits has an interval that reaches the best's: a pool its measurements put wholly below
   * the best is never recommended. A missing bar on either side: within TOLERANCE of b.
   */
  static boolean asFastAs(Measured a, Measured b) {
    if (!Double.isFinite(a.error()) || !Double.isFinite(b.error())) {
      return a.value() >= b.value() - Math.abs(b.value()) * TOLERANCE;
    }
    return b.value() - a.value() <= Math.hypot(a.error(), b.error());
  }
}
