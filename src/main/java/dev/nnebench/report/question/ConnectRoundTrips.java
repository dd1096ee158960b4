package dev.nnebench.report.question;

import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.answer.AnswerTable;
import dev.nnebench.report.answer.Answers;
import dev.nnebench.report.answer.Question;
import dev.nnebench.report.figure.Crypto;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.LegName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.SidecarName;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.Counterpart;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The round trips a new connection makes, counted (not timed) on one open and close of every
 * connect trial, with NNE and, for a pair, without: on a link each extra round trip costs the
 * RTT again, which is what a WAN adds to NNE's connect cost whatever the CPU.
 */
final class ConnectRoundTrips {
  static final String ID = "connect-round-trips";

  static final Question QUESTION = Question.of(ID, "round trips per connect",
      ConnectRoundTrips::answers, AnswerTable.none("round trips per connect"));

  private ConnectRoundTrips() {}

  /* Per open trial its own count and, for a pair, its counterpart's as a cell of its own. */
  private static List<Answer> answers(Question q, List<Trial> trials) {
    Map<String, Answer> byKey = new LinkedHashMap<>();
    for (Trial t : trials) {
      String own = t.negotiated(SidecarName.CONNECT_ROUND_TRIPS);
      if (!t.benchmark().equals(BenchmarkName.OPEN) || !LegName.MAIN.ran(t) || own.isEmpty()) {
        continue;
      }
      Map<String, String> cell = Answers.paramValues(t);
      add(q, byKey, cell, own);
      String peer = t.negotiated(SidecarName.PEER + SidecarName.CONNECT_ROUND_TRIPS);
      if (!peer.isEmpty()) {
        add(q, byKey, Counterpart.parse(cell.getOrDefault(ParamName.COUNTERPART, ""))
            .applyTo(cell), peer);
      }
    }
    return List.copyOf(byKey.values());
  }

  private static void add(Question q, Map<String, Answer> byKey, Map<String, String> cell,
      String counted) {
    Answer a = q.answer(Answers.label(cell), cell, Measured.of(Long.parseLong(counted), 0),
        "round trips", true, "");
    byKey.putIfAbsent(a.key(), a);
  }

  /** A line per connect trial: its round trips, and what NNE adds to them. */
  static List<String> lines(List<Trial> trials) {
    Set<String> lines = new LinkedHashSet<>();
    for (Trial t : trials) {
      if (!t.benchmark().equals(BenchmarkName.OPEN) || !LegName.MAIN.ran(t)) {
        continue;
      }
      String own = t.negotiated(SidecarName.CONNECT_ROUND_TRIPS);
      String peer = t.negotiated(SidecarName.PEER + SidecarName.CONNECT_ROUND_TRIPS);
      if (own.isEmpty()) {
        continue;
      }
      lines.add(peer.isEmpty() ? "- " + Crypto.label(t) + ": an open and close makes **" + own
          + "** round trips (counted)." : line(t, own, peer));
    }
    return List.copyOf(lines);
  }

  private static String line(Trial t, String own, String peer) {
    long extra = Long.parseLong(own) - Long.parseLong(peer);
    String head = "- " + Crypto.label(t) + ": an open and close makes **" + own
        + "** round trips, " + peer + " without NNE (counted): ";
    return head + (extra == 0 ? "NNE's key exchange rides in round trips a connect makes"
        + " anyway, so a link's RTT costs an encrypted connect no more than a plain one."
        : "over a link every new connection waits " + extra + " × RTT more than without NNE.");
  }
}
