package dev.nnebench.report;

import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.LegName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.SidecarName;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.Counterpart;
import dev.nnebench.scenario.FetchSize;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The fetch size the driver really used: rows per round trip counted on a probe fetch of every
 * cell, so a cell that leaves the fetch size to the driver ({@code fetchSize=default}) says what
 * the driver chose (driver 23 tunes it from the row size; 19 and 21 keep 10) instead of a
 * comparison "at the default" comparing different sizes unawares.
 */
final class DriverFetchSize {
  private DriverFetchSize() {}

  /** Rows per round trip by driver, shape and fetch size asked (both sides of a pair). */
  static Map<String, Map<String, String>> got(List<Trial> trials) {
    Map<String, Map<String, String>> out = new TreeMap<>();
    for (Trial t : trials) {
      if (!t.benchmark().equals(BenchmarkName.FETCH) || !LegName.MAIN.ran(t)) {
        continue;
      }
      String row = "driver " + t.param(ParamName.DRIVER) + ", shape " + t.param(ParamName.SHAPE);
      put(out, row, t.param(ParamName.FETCH_SIZE), t.negotiated(SidecarName.ROWS_PER_ROUND_TRIP));
      String peerSize = Counterpart.parse(t.param(ParamName.COUNTERPART)).changes()
          .get(ParamName.FETCH_SIZE);
      if (peerSize != null) {
        put(out, row, peerSize, t.negotiated(SidecarName.PEER + SidecarName.ROWS_PER_ROUND_TRIP));
      }
    }
    return out;
  }

  private static void put(Map<String, Map<String, String>> out, String row, String size,
      String got) {
    if (got != null && !got.isEmpty()) {
      out.computeIfAbsent(row, k -> new TreeMap<>(FetchSize.ORDER)).putIfAbsent(size, got);
    }
  }

  /** The report's section: a line per driver and shape; nothing when no cell was probed. */
  static List<String> section(RunAnswers run) {
    List<String> bullets = new ArrayList<>();
    got(run.trials()).forEach((row, bySize) -> bullets.add("- " + row + ": " + String.join(", ",
        bySize.entrySet().stream().map(e -> "fetchSize " + e.getKey() + " → **" + e.getValue()
            + "** rows per round trip").toList())));
    if (bullets.stream().noneMatch(b -> b.contains(FetchSize.DEFAULT))) {
      return List.of();
    }
    return Section.of("The fetch size the driver really uses", "Rows per round trip counted on"
        + " one unmeasured fetch of each cell (up to 20,000 rows or about 20 MB, through a relay"
        + " that adds no delay). `default` sets neither `defaultRowPrefetch` nor"
        + " `setFetchSize`: ojdbc 23 then tunes the size from the row size it measures (`oracle.jdbc.fetchSizeTuning`),"
        + " 19 and 21 keep 10; an explicit size turns the tuning off.", bullets, "");
  }

  /** A Summary line when a run measured what a driver does at its default. */
  static Optional<String> summary(List<Trial> trials) {
    List<String> parts = new ArrayList<>();
    got(trials).forEach((row, bySize) -> Optional.ofNullable(bySize.get(FetchSize.DEFAULT))
        .ifPresent(rows -> parts.add(row.replace(", shape ", " (") + ") " + rows)));
    return parts.isEmpty() ? Optional.empty() : Optional.of("- **The driver's default fetch"
        + " size** fetched, in rows per round trip: " + String.join("; ", parts) + " (set one"
        + " explicitly to choose it; see the fetch-size answers).");
  }
}
