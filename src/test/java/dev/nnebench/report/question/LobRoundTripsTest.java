package dev.nnebench.report.question;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.report.answer.Answers;
import dev.nnebench.report.answer.RunAnswers;
import dev.nnebench.report.figure.Trials;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LobRoundTripsTest {
  private static Trial trial(String shape, Map<String, String> negotiated) {
    List<String> columns = new java.util.ArrayList<>(List.of("param.driver", "19", "param.shape",
        shape, "param.lobPrefetch", "0", "param.counterpart", "lobPrefetch=1MB"));
    negotiated.forEach((k, v) -> columns.addAll(List.of("negotiated." + k, v)));
    return Trials.of(Benchmark.FETCH.text(), 1, 0.01, columns.toArray(String[]::new));
  }

  @Test
  void eachSidesLobRoundTripsStandBesideAllItsRoundTrips() {
    List<String> lines = lines(List.of(trial("clob-large", Map.of(
        "lobRoundTrips", "400", "probedRoundTrips", "421", "peer.lobRoundTrips", "0",
        "peer.probedRoundTrips", "21"))));
    assertTrue(lines.contains("| 19 | clob-large | getString | 0 | 400 | 421 |"), lines.toString());
    assertTrue(lines.contains("| 19 | clob-large | getString | 1MB | 0 | 21 |"), lines.toString());
  }

  @Test
  void aTargetThatDoesNotCountThemSaysSoInsteadOfZero() {
    List<String> lines = lines(List.of(trial("clob-large", Map.of(
        "probedRoundTrips", "421"))));
    assertTrue(lines.contains("| 19 | clob-large | getString | 0 | not counted | 421 |"), lines.toString());
    assertTrue(lines.stream().anyMatch(l -> l.contains("loopback double only")), lines.toString());
  }

  @Test
  void shapesWithoutLobsAddNoTable() {
    assertEquals(List.of(), lines(List.of(trial("narrow", Map.of()))));
  }

  private static List<String> lines(List<Trial> trials) {
    return LobRoundTrips.lines(new RunAnswers(trials, Answers.of(trials, List.of(
        LobRoundTrips.LOB_CALLS, LobRoundTrips.ALL))));
  }
}
