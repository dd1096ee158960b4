package dev.nnebench.report.question.pool;

import dev.nnebench.cell.Axes;
import dev.nnebench.report.figure.PoolCurve;
import dev.nnebench.report.markdown.MarkdownTable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Every PoolThroughput cell in one table: a row per link, thread count and pool size, and per
 * crypto setting the pool's fetches per second, p50 and p99 latency and the mean wait to borrow
 * a connection. The recommended pool of each curve has its fetches/s in bold.
 */
final class PoolTable {
  private static final String LINK = "link";
  private static final String LINK_AND_SERVER = "link, server";
  private static final String NO_LINK = "none";

  private PoolTable() {}

  static List<String> lines(List<PoolCurve> curves) {
    Set<String> cryptos = new LinkedHashSet<>();
    List<String> links = new ArrayList<>(List.of(""));
    curves.stream().map(PoolCurve::setting).distinct().filter(l -> !l.isEmpty())
        .forEach(links::add);
    Map<List<Integer>, Map<String, Cell>> rows = new TreeMap<>(PoolTable::byKey);
    for (PoolCurve c : curves) {
      cryptos.add(c.crypto());
      PoolCurve.Point pick = c.recommended().orElse(null);
      for (PoolCurve.Point p : c.points()) {
        rows.computeIfAbsent(List.of(links.indexOf(c.setting()), c.threads(), p.poolSize()),
            k -> new HashMap<>())
            .put(c.crypto(), new Cell(p, p == pick));
      }
    }
    boolean linked = curves.stream().anyMatch(c -> !c.setting().isEmpty());
    List<String> header = new ArrayList<>();
    if (linked) {
      header.add(curves.stream().anyMatch(c -> !c.server().isEmpty()) ? LINK_AND_SERVER : LINK);
    }
    header.addAll(List.of(Axes.THREADS.name(), Axes.POOL_SIZE.name()));
    cryptos.forEach(c -> header.addAll(List.of(c + " fetches/s", "p50 ms", "p99 ms",
        "wait ms")));
    MarkdownTable table = MarkdownTable.of(header, 0);
    rows.forEach((key, byCrypto) -> {
      List<String> cells = new ArrayList<>();
      if (linked) {
        String link = links.get(key.get(0));
        cells.add(link.isEmpty() ? NO_LINK : link);
      }
      cells.addAll(List.of(key.get(1).toString(), key.get(2).toString()));
      for (String crypto : cryptos) {
        Cell cell = byCrypto.get(crypto);
        cells.addAll(cell == null ? List.of("", "", "", "") : cell.figures());
      }
      table.row(cells);
    });
    List<String> lines = new ArrayList<>(List.of(""));
    lines.addAll(table.lines());
    lines.add("");
    lines.add("Bold: the recommended pool of its curve (crypto setting, link and threads).");
    lines.add("");
    return lines;
  }

  private record Cell(PoolCurve.Point point, boolean recommended) {
    List<String> figures() {
      String throughput = point.throughput().plain();
      return List.of(recommended ? "**" + throughput + "**" : throughput, point.p50().plain(),
          point.p99().plain(), point.waitMs().plain());
    }
  }

  /* Rows without a link first, then the links in the order they ran; threads, pool size. */
  private static int byKey(List<Integer> a, List<Integer> b) {
    for (int i = 0; i < a.size(); i++) {
      int c = Integer.compare(a.get(i), b.get(i));
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }
}
