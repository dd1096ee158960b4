package dev.nnebench.report.question;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.report.answer.RunAnswers;
import dev.nnebench.report.figure.Trials;
import dev.nnebench.report.markdown.AnswerSections;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DriverFetchSizeTest {
  private static Trial fetch(String driver, String fetchSize, String counterpart, String got,
      String peerGot) {
    return Trials.of(Benchmark.FETCH.text(), 1, 0.01, "param.driver", driver, "param.shape",
        "narrow", "param.fetchSize", fetchSize, "param.counterpart", counterpart,
        Trial.NEGOTIATED + Facts.ROWS_PER_ROUND_TRIP.name(), got,
        Trial.NEGOTIATED + Observed.PEER + Facts.ROWS_PER_ROUND_TRIP.name(), peerGot);
  }

  private static final List<Trial> RUN = List.of(
      fetch("23", "default", "fetchSize=1000", "241.0", "1000.0"),
      fetch("19", "default", "fetchSize=1000", "10.0", "1000.0"),
      fetch("19", "10", "", "10.0", ""));

  @Test
  void bothSidesOfAPairSayTheRowsPerRoundTripTheyGot() {
    Map<String, Double> got = new java.util.TreeMap<>();
    DriverFetchSize.QUESTION.answers(RUN).forEach(a -> got.put(a.label(), a.value().value()));

    assertEquals(Map.of("driver 19, shape narrow, fetchSize 10", 10.0,
        "driver 19, shape narrow, fetchSize 1000", 1000.0,
        "driver 19, shape narrow, fetchSize default", 10.0,
        "driver 23, shape narrow, fetchSize 1000", 1000.0,
        "driver 23, shape narrow, fetchSize default", 241.0), got);
  }

  @Test
  void theSummaryNamesWhatEachDriverChoseAtItsDefault() {
    List<String> lines = summary(RUN);
    assertEquals(1, lines.size(), lines.toString());
    assertTrue(lines.get(0).contains("driver 19 (narrow) 10.0; driver 23 (narrow) 241.0"),
        lines.toString());
  }

  @Test
  void aRunThatLeftNoFetchSizeToTheDriverHasNoSectionAndNoLine() {
    List<Trial> explicit = List.of(fetch("23", "10", "fetchSize=1000", "10.0", "1000.0"));
    assertTrue(summary(explicit).isEmpty());
    assertTrue(AnswerSections.lines(List.of(DriverFetchSize.QUESTION), run(explicit)).isEmpty());
  }

  private static RunAnswers run(List<Trial> trials) {
    return new RunAnswers(trials, DriverFetchSize.QUESTION.answers(trials));
  }

  private static List<String> summary(List<Trial> trials) {
    return DriverFetchSize.QUESTION.phrase().orElseThrow().lines()
        .apply(DriverFetchSize.QUESTION.answers(trials), run(trials));
  }
}
