package dev.nnebench.report.question;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.answer.AnswerTable;
import dev.nnebench.report.answer.Phrase;
import dev.nnebench.report.answer.Question;
import dev.nnebench.report.answer.SummaryPlace;
import dev.nnebench.report.figure.Labels;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.FetchSize;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
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
  static final String ID = "driver-fetch-size";

  static final Question QUESTION = Question.of(ID, "rows per round trip",
      DriverFetchSize::answers, AnswerTable.of("The fetch size the driver really uses",
          "Rows per round trip counted on one unmeasured fetch of each cell (up to 20,000 rows"
              + " or about 20 MB, through a relay that adds no delay). `default` sets neither"
              + " `defaultRowPrefetch` nor `setFetchSize`: ojdbc 23 then tunes the size from the"
              + " row size it measures (`oracle.jdbc.fetchSizeTuning`), 19 and 21 keep 10; an"
              + " explicit size turns the tuning off.", DriverFetchSize::bullets, ""))
      .phrased(new Phrase(SummaryPlace.DRIVER_FETCH_SIZE, (answers, run) -> summary(answers)));

  private DriverFetchSize() {}

  /* Per driver, shape and fetch size asked (both sides of a pair), the first count. */
  private static List<Answer> answers(Question q, List<Trial> trials) {
    Map<String, Answer> byKey = new LinkedHashMap<>();
    for (Trial t : trials) {
      if (!t.is(Benchmark.FETCH) || !LegName.MAIN.ran(t)) {
        continue;
      }
      Cell cell = t.cell();
      add(q, byKey, cell, Labels.text(cell, Axes.FETCH_SIZE), t.observed());
      Cell peer = cell.counterpart().changes();
      if (peer.has(Axes.FETCH_SIZE)) {
        add(q, byKey, cell, peer.text(Axes.FETCH_SIZE), t.observed().peer());
      }
    }
    return List.copyOf(byKey.values());
  }

  private static void add(Question q, Map<String, Answer> byKey, Cell trial, String size,
      Observed side) {
    side.get(Facts.ROWS_PER_ROUND_TRIP).ifPresent(got -> {
      Cell cell = Cell.EMPTY.withText(Axes.DRIVER, Labels.text(trial, Axes.DRIVER))
          .withText(Axes.SHAPE, Labels.text(trial, Axes.SHAPE)).withText(Axes.FETCH_SIZE, size);
      Answer a = q.answer(row(cell) + ", fetchSize " + size, cell, Measured.of(got, 0),
          "rows per round trip", false, "");
      byKey.putIfAbsent(a.key(), a);
    });
  }

  private static String row(Cell cell) {
    return "driver " + cell.text(Axes.DRIVER) + ", shape " + cell.text(Axes.SHAPE);
  }

  /* Rows per round trip by driver and shape, then fetch size asked. */
  private static Map<String, Map<String, String>> got(List<Answer> answers) {
    Map<String, Map<String, String>> out = new TreeMap<>();
    answers.forEach(a -> out.computeIfAbsent(row(a.cell()), k -> new TreeMap<>(FetchSize.ORDER))
        .putIfAbsent(a.text(Axes.FETCH_SIZE), rows(a)));
    return out;
  }

  private static String rows(Answer a) {
    return String.format(Locale.ROOT, "%.1f", a.value().value());
  }

  /* A line per driver and shape; nothing unless a cell left the size to the driver. */
  private static List<String> bullets(List<Answer> answers) {
    List<String> bullets = new ArrayList<>();
    got(answers).forEach((row, bySize) -> bullets.add("- " + row + ": " + String.join(", ",
        bySize.entrySet().stream().map(e -> "fetchSize " + e.getKey() + " → **" + e.getValue()
            + "** rows per round trip").toList())));
    return bullets.stream().anyMatch(b -> b.contains(FetchSize.DEFAULT)) ? bullets : List.of();
  }

  /* A Summary line when a run measured what a driver does at its default. */
  private static List<String> summary(List<Answer> answers) {
    List<String> parts = new ArrayList<>();
    got(answers).forEach((row, bySize) -> Optional.ofNullable(
        bySize.get(FetchSize.DEFAULT)).ifPresent(rows -> parts.add(row.replace(", shape ", " (")
            + ") " + rows)));
    return parts.isEmpty() ? List.of() : List.of("- **The driver's default fetch size** fetched,"
        + " in rows per round trip: " + String.join("; ", parts) + " (set one explicitly to"
        + " choose it; see the fetch-size answers).");
  }
}
