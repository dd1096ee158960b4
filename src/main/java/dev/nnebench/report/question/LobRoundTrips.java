package dev.nnebench.report.question;

import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.answer.AnswerTable;
import dev.nnebench.report.answer.Question;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.report.markdown.MarkdownTable;
import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.LegName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.SidecarName;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.Counterpart;
import dev.nnebench.scenario.Shapes;
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
  static final String NOT_COUNTED = "not counted";
  private static final String LOB_CALLS = "LOB calls";
  private static final String ALL = "all round trips";

  static final Question QUESTION = Question.of(ID, "round trips per LOB fetch",
      LobRoundTrips::answers, AnswerTable.none("round trips per LOB fetch"));

  private LobRoundTrips() {}

  /* Two answers per cell, LOB calls and all round trips; a cell counted in one trial and not in
   * another is the counted one. */
  private static List<Answer> answers(Question q, List<Trial> trials) {
    Map<String, Answer> byKey = new LinkedHashMap<>();
    for (Trial t : trials) {
      if (t.benchmark().equals(BenchmarkName.FETCH) && LegName.MAIN.ran(t) && lobs(t)) {
        add(q, byKey, t, t.param(ParamName.LOB_PREFETCH), "");
        String peer = Counterpart.parse(t.param(ParamName.COUNTERPART)).changes()
            .get(ParamName.LOB_PREFETCH);
        if (peer != null) {
          add(q, byKey, t, peer, SidecarName.PEER);
        }
      }
    }
    return List.copyOf(byKey.values());
  }

  private static void add(Question q, Map<String, Answer> byKey, Trial t, String prefetch,
      String side) {
    Map<String, String> cell = new LinkedHashMap<>();
    cell.put(ParamName.DRIVER, t.param(ParamName.DRIVER));
    cell.put(ParamName.SHAPE, t.param(ParamName.SHAPE));
    cell.put(ParamName.READ, t.param(ParamName.READ).isEmpty() ? "getString"
        : t.param(ParamName.READ));
    cell.put(ParamName.LOB_PREFETCH, prefetch.isEmpty() ? LobPrefetch.DEFAULT : prefetch);
    count(q, byKey, cell, LOB_CALLS, t.negotiated(side + SidecarName.LOB_ROUND_TRIPS));
    count(q, byKey, cell, ALL, t.negotiated(side + SidecarName.PROBED_ROUND_TRIPS));
  }

  private static void count(Question q, Map<String, Answer> byKey, Map<String, String> cell,
      String what, String counted) {
    Map<String, String> params = new LinkedHashMap<>(cell);
    params.put("counted", what);
    double value = counted.isEmpty() ? Double.NaN : Double.parseDouble(counted);
    Answer a = q.answer(String.join(", ", cell.values()) + ": " + what, params,
        Measured.of(value, 0), "round trips", true, "");
    byKey.merge(a.key(), a, (old, fresh) -> old.value().isValid() ? old : fresh);
  }

  /** The table's lines from the answers; none when no LOB shape was fetched. */
  static List<String> lines(List<Answer> answers) {
    Map<List<String>, Map<String, String>> rows = new LinkedHashMap<>();
    for (Answer a : answers) {
      List<String> cell = List.of(a.param(ParamName.DRIVER), a.param(ParamName.SHAPE),
          a.param(ParamName.READ), a.param(ParamName.LOB_PREFETCH));
      rows.computeIfAbsent(cell, k -> new LinkedHashMap<>()).put(a.param("counted"),
          a.value().isValid() ? Long.toString(Math.round(a.value().value())) : NOT_COUNTED);
    }
    if (rows.isEmpty()) {
      return List.of();
    }
    MarkdownTable table = MarkdownTable.of(List.of("driver", "shape", "read", "lobPrefetch",
        "LOB round trips", "all round trips"), 4);
    rows.forEach((cell, counts) -> {
      List<String> row = new ArrayList<>(cell);
      row.add(counts.getOrDefault(LOB_CALLS, NOT_COUNTED));
      row.add(counts.getOrDefault(ALL, NOT_COUNTED));
      table.row(row);
    });
    List<String> out = new ArrayList<>(List.of("_Round trips per fetch (probe fetch)_", ""));
    out.addAll(table.lines());
    out.add("");
    if (rows.values().stream().anyMatch(c -> NOT_COUNTED.equals(c.get(LOB_CALLS)))) {
      out.add("LOB round trips are counted by the loopback double only (it answers"
          + " `NNEBENCH_LOB_CALLS`); against another server they are " + NOT_COUNTED + ".");
      out.add("");
    }
    return out;
  }

  private static boolean lobs(Trial t) {
    try {
      return Shapes.parse(t.param(ParamName.SHAPE)).types().stream()
          .anyMatch(type -> type.kind().lob());
    } catch (IllegalArgumentException unknownShape) {
      return false;
    }
  }
}
