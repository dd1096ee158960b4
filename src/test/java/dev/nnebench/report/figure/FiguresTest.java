package dev.nnebench.report.figure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FiguresTest {
  private static final String ONES = "1 1 1";

  private static Trial pairedFetch(String rtt) {
    return Trials.of(Benchmark.FETCH.text(), 1, 0.1, "param.counterpart", "fetchSize=1000",
        "param.fetchSize", "10", "param.rtt", rtt,
        Trial.SERIES + "aux.cpuNanos", "2 2 2", Trial.SERIES + "aux.cpuNanosPeer", ONES,
        Trial.SERIES + "aux.wallNanos", "80 90 85", Trial.SERIES + "aux.wallNanosPeer", ONES,
        Trial.SERIES + "aux.bytes", ONES, Trial.SERIES + "aux.bytesPeer", ONES);
  }

  private static Trial pairedOpen(boolean cpu) {
    List<String> columns = new ArrayList<>(List.of("param.counterpart",
        "encryption=NONE/checksum=NONE", "param.encryption", "AES256",
        Trial.SERIES + "aux.openNanos", "9 9 9", Trial.SERIES + "aux.openNanosPeer", "4 4 4",
        Trial.SERIES + "aux.opens", ONES, Trial.SERIES + "aux.opensPeer", ONES));
    if (cpu) {
      columns.addAll(List.of(Trial.SERIES + "aux.openCpuNanos", "8 8 8",
          Trial.SERIES + "aux.openCpuNanosPeer", "4 4 4"));
    }
    return Trials.of(Benchmark.OPEN.text(), 9, 0.1, columns.toArray(String[]::new));
  }

  /* Over a delayed link the round trips are the question: the answer, and its steadiness, are
   * the wall ratio; without a link the client's CPU. */
  @Test
  void aPairedFetchIsJudgedInWallTimeOverALinkAndInCpuWithout() {
    assertSame(Figures.PAIRED_WALL_RATIO, Figures.primary(pairedFetch("2ms")));
    assertSame(Figures.PAIRED_CPU_RATIO, Figures.primary(pairedFetch("0")));
    assertEquals(85, Figures.primary(pairedFetch("2ms")).series().apply(pairedFetch("2ms"))
        .orElseThrow().pooled()[2]);
  }

  @Test
  void aPairedOpenIsJudgedOnItsCpuWhereItWasRecorded() {
    assertSame(Figures.PAIRED_OPEN_CPU_RATIO, Figures.primary(pairedOpen(true)));
    assertEquals(2.0, Figures.primary(pairedOpen(true)).series().apply(pairedOpen(true))
        .orElseThrow().pooled()[0]);
    assertSame(Figures.PAIRED_OPEN_RATIO, Figures.primary(pairedOpen(false)));
  }
}
