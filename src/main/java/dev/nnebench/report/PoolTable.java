package dev.nnebench.report;

import dev.nnebench.results.ParamName;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Every PoolThroughput cell in one table: a row per thread count and pool size, and per crypto
 * setting the pool's fetches per second, p50 and p99 latency and the mean wait for a connection.
 */
final class PoolTable {
  private PoolTable() {}

  static List<String> lines(List<PoolCurve> curves) {
    Set<String> cryptos = new LinkedHashSet<>();
    Map<String, Map<String, PoolCurve.Point>> rows = new TreeMap<>();
    for (PoolCurve c : curves) {
      cryptos.add(c.crypto());
      for (PoolCurve.Point p : c.points()) {
        rows.computeIfAbsent(key(c.threads(), p.poolSize()), k -> new java.util.HashMap<>())
            .put(c.crypto(), p);
      }
    }
    List<String> header = new ArrayList<>(List.of(ParamName.THREADS, ParamName.POOL_SIZE));
    cryptos.forEach(c -> header.addAll(List.of(c + " fetches/s", "p50 ms", "p99 ms", "wait ms")));
    List<String> lines = new ArrayList<>(List.of("", "| " + String.join(" | ", header) + " |",
        "|" + "---:|".repeat(header.size())));
    rows.forEach((key, byCrypto) -> {
      List<String> cells = new ArrayList<>(List.of(key.split("/")));
      cells.replaceAll(String::strip);
      for (String crypto : cryptos) {
        PoolCurve.Point p = byCrypto.get(crypto);
        cells.addAll(p == null ? List.of("", "", "", "") : List.of(p.throughput().plain(),
            p.p50().plain(), p.p99().plain(), p.waitMs().plain()));
      }
      lines.add("| " + String.join(" | ", cells) + " |");
    });
    lines.add("");
    return lines;
  }

  /* Sorts numerically as text: threads, then pool size, zero-padded. */
  private static String key(int threads, int poolSize) {
    return String.format(java.util.Locale.ROOT, "%5d / %5d", threads, poolSize);
  }
}
