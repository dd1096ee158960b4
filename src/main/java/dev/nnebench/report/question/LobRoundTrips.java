package dev.nnebench.report.question;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Fact;
import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.answer.AnswerTable;
import dev.nnebench.report.answer.Question;
import dev.nnebench.report.answer.RunAnswers;
import dev.nnebench.report.figure.Labels;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.report.markdown.MarkdownTable;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import dev.nnebench.target.LobPrefetch;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The round trips behind the LOB prefetch answer: per driver, LOB shape, read style and
 * prefetch, the LOB calls (length, read, ...) a whole fetch made, and all its round trips, both
 * counted on the trial's unmeasured probe fetch, each side of a pair apart. Only the loopback
 * double counts LOB calls; other targets' cells say so instead of a number.
 */
final class LobRoundTrips {
  static final String ID = "lob-round-trips";
  static final String ALL_ID = "lob-fetch-round-trips";
  static final String NOT_COUNTED = "not counted";

  static final Question LOB_CALLS = Question.of(ID, "LOB round trips per fetch",
      (q, trials) -> answers(q, trials, Facts.LOB_ROUND_TRIPS),
      AnswerTable.none("round trips per LOB fetch"));
  static final Question ALL = Question.of(ALL_ID, "round trips per LOB fetch",
      (q, trials) -> answers(q, trials, Facts.PROBED_ROUND_TRIPS),
      AnswerTable.none("round trips per LOB fetch"));

  private LobRoundTrips() {}

  /* Per cell and side the count; a cell counted in one trial and not in another is the counted
   * one. */
  private static List<Answer> answers(Question q, List<Trial> trials, Fact<Long> counted) {
    Map<String, Answer> byKey = new LinkedHashMap<>();
    for (Trial t : trials) {
      if (t.is(Benchmark.FETCH) && LegName.MAIN.ran(t) && lobs(t)) {
        Cell cell = t.cell();
        add(q, byKey, cell, Labels.text(cell, Axes.LOB_PREFETCH), t.observed(), counted);
        Cell peer = cell.counterpart().changes();
        if (peer.has(Axes.LOB_PREFETCH)) {
          add(q, byKey, cell, peer.text(Axes.LOB_PREFETCH), t.observed().peer(), counted);
        }
      }
    }
    return List.copyOf(byKey.values());
  }

  private static void add(Question q, Map<String, Answer> byKey, Cell trial, String prefetch,
      Observed side, Fact<Long> counted) {
    Cell cell = Cell.EMPTY.withText(Axes.DRIVER, Labels.text(trial, Axes.DRIVER))
        .withText(Axes.SHAPE, Labels.text(trial, Axes.SHAPE))
        .withText(Axes.READ, trial.find(Axes.READ).map(r -> trial.text(Axes.READ))
            .orElse(Axes.READ.defaultText()))
        .withText(Axes.LOB_PREFETCH, prefetch.isEmpty() ? LobPrefetch.DEFAULT : prefetch);
    double value = side.get(counted).map(Long::doubleValue).orElse(Double.NaN);
    Answer a = q.answer(cell.joined(", "), cell, Measured.of(value, 0), "round trips", true, "");
    byKey.merge(a.key(), a, (old, fresh) -> old.value().isValid() ? old : fresh);
  }

  /** The table's lines from the answers; none when no LOB shape was fetched. */
  static List<String> lines(RunAnswers run) {
    Map<Cell, String[]> rows = new LinkedHashMap<>();
    run.to(ID).forEach(a -> rows.computeIfAbsent(a.cell(), k -> counts())[0] = shown(a));
    run.to(ALL_ID).forEach(a -> rows.computeIfAbsent(a.cell(), k -> counts())[1] = shown(a));
    if (rows.isEmpty()) {
      return List.of();
    }
    MarkdownTable table = MarkdownTable.of(List.of("driver", "shape", "read", "lobPrefetch",
        "LOB round trips", "all round trips"), 4);
    rows.forEach((cell, counts) -> table.row(List.of(cell.text(Axes.DRIVER),
        cell.text(Axes.SHAPE), cell.text(Axes.READ), cell.text(Axes.LOB_PREFETCH), counts[0],
        counts[1])));
    List<String> out = new ArrayList<>(List.of("_Round trips per fetch (probe fetch)_", ""));
    out.addAll(table.lines());
    out.add("");
    if (rows.values().stream().anyMatch(c -> NOT_COUNTED.equals(c[0]))) {
      out.add("LOB round trips are counted by the loopback double only (it answers"
          + " `NNEBENCH_LOB_CALLS`); against another server they are " + NOT_COUNTED + ".");
      out.add("");
    }
    return out;
  }

  private static String[] counts() {
    return new String[] {NOT_COUNTED, NOT_COUNTED};
  }

  private static String shown(Answer a) {
    return a.value().isValid() ? Long.toString(Math.round(a.value().value())) : NOT_COUNTED;
  }

  private static boolean lobs(Trial t) {
    try {
      return t.cell().get(Axes.SHAPE).types().stream().anyMatch(type -> type.kind().lob());
    } catch (IllegalArgumentException unknownShape) {
      return false;
    }
  }
}
