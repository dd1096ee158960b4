package dev.nnebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.SidecarName;
import dev.nnebench.results.Trial;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DriverFetchSizeTest {
  private static Trial fetch(String driver, String fetchSize, String counterpart, String got,
      String peerGot) {
    return Trials.of(BenchmarkName.FETCH, 1, 0.01, "param.driver", driver, "param.shape",
        "narrow", "param.fetchSize", fetchSize, "param.counterpart", counterpart,
        Trial.NEGOTIATED + SidecarName.ROWS_PER_ROUND_TRIP, got,
        Trial.NEGOTIATED + SidecarName.PEER + SidecarName.ROWS_PER_ROUND_TRIP, peerGot);
  }

  private static final List<Trial> RUN = List.of(
      fetch("23", "default", "fetchSize=1000", "241.0", "1000.0"),
      fetch("19", "default", "fetchSize=1000", "10.0", "1000.0"),
      fetch("19", "10", "", "10.0", ""));

  @Test
  void bothSidesOfAPairSayTheRowsPerRoundTripTheyGot() {
    assertEquals(Map.of("driver 19, shape narrow", Map.of("10", "10.0", "1000", "1000.0",
        "default", "10.0"), "driver 23, shape narrow", Map.of("1000", "1000.0", "default",
        "241.0")), DriverFetchSize.got(RUN));
  }

  @Test
  void theSummaryNamesWhatEachDriverChoseAtItsDefault() {
    String line = DriverFetchSize.summary(RUN).orElseThrow();
    assertTrue(line.contains("driver 19 (narrow) 10.0; driver 23 (narrow) 241.0"), line);
  }

  @Test
  void aRunThatLeftNoFetchSizeToTheDriverHasNoSectionAndNoLine() {
    List<Trial> explicit = List.of(fetch("23", "10", "fetchSize=1000", "10.0", "1000.0"));
    assertTrue(DriverFetchSize.summary(explicit).isEmpty());
    assertTrue(DriverFetchSize.section(new RunAnswers(explicit, List.of())).isEmpty());
  }
}
