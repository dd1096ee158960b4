package dev.nnebench.report.question;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Facts;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.answer.AnswerTable;
import dev.nnebench.report.answer.Answers;
import dev.nnebench.report.answer.Question;
import dev.nnebench.report.figure.Crypto;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
      Optional<Long> own = t.observed().get(Facts.CONNECT_ROUND_TRIPS);
      if (!t.is(Benchmark.OPEN) || !LegName.MAIN.ran(t) || own.isEmpty()) {
        continue;
      }
      add(q, byKey, Answers.cell(t), own.get());
      t.observed().peer().get(Facts.CONNECT_ROUND_TRIPS).ifPresent(peer ->
          add(q, byKey, Answers.named(t.cell().peer()), peer));
    }
    return List.copyOf(byKey.values());
  }

  private static void add(Question q, Map<String, Answer> byKey, Cell cell, long counted) {
    Answer a = q.answer(Answers.label(cell.without(Axes.COUNTERPART)), cell,
        Measured.of(counted, 0), "round trips", true, "");
    byKey.putIfAbsent(a.key(), a);
  }

  /** A line per connect trial: its round trips, and what NNE adds to them. */
  static List<String> lines(List<Trial> trials) {
    Set<String> lines = new LinkedHashSet<>();
    for (Trial t : trials) {
      if (!t.is(Benchmark.OPEN) || !LegName.MAIN.ran(t)) {
        continue;
      }
      String own = t.observed().text(Facts.CONNECT_ROUND_TRIPS);
      String peer = t.observed().peer().text(Facts.CONNECT_ROUND_TRIPS);
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
