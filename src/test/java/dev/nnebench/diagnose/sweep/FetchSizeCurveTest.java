package dev.nnebench.diagnose.sweep;

import static dev.nnebench.diagnose.sweep.PairedTrials.around;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.diagnose.candidates.Candidate;
import dev.nnebench.results.Columns;
import dev.nnebench.scenario.FetchSize;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The fetch-size table says what the driver really fetched per round trip, default included. */
class FetchSizeCurveTest {
  @Test
  void theDriversDefaultIsShownWithTheRowsPerRoundTripItsProbeCounted() {
    // in force: no fetch size set; driver 23 tuned it to 110 rows on the trial's probe fetch
    FetchSizeCurve curve = FetchSizeCurve.of(List.of(PairedTrials.of("fetchSize=1000",
        around(30), around(10))
        .with(Columns.negotiated(Facts.ROWS_PER_ROUND_TRIP.name()), "110.7")
        .with(Columns.negotiated(Observed.PEER + Facts.ROWS_PER_ROUND_TRIP.name()), "1000")),
        FetchSize.DRIVER_CHOOSES);

    assertEquals(Optional.of(110.7), curve.points().get(FetchSize.DRIVER_CHOOSES)
        .rowsPerRoundTrip());
    assertEquals(Optional.of(1000.0), curve.points().get(1000).rowsPerRoundTrip());
    List<String> table = curve.table();
    assertTrue(table.stream().anyMatch(l -> l.startsWith("| default (in force) | ")
        && l.endsWith("| 110.7 |")), table.toString());
  }

  @Test
  void settingNoFetchSizeIsSaidInTheApplicationsWords() {
    assertEquals("no fetch size set (the driver chooses)",
        Candidate.parse("fetchSize=default").property());
    assertEquals("defaultRowPrefetch=1000", Candidate.parse("fetchSize=1000").property());
  }
}
