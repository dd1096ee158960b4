package dev.nnebench.report.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.report.figure.Trials;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;

class LinkFetchSizeChartTest {
  /* Shape tiny: 100 rows x 4 cells = 400 cells per fetch; wall ns per cell x 400 / 1e6 = ms. */
  private static Trial pair(String rtt, String fetchSize, double nanosPerCell,
      double peerNanosPerCell) {
    return Trials.of(Benchmark.FETCH.text(), 1, 0.01, "param.driver", "23", "param.jce", "true",
        "param.encryption", "AES256", "param.checksum", "SHA256", "param.fetchSize", fetchSize,
        "param.counterpart", "fetchSize=1000", "param.rtt", rtt, "param.bandwidth", "unlimited",
        "param.shape", "tiny", "aux.wallNanos", Double.toString(nanosPerCell * 1000),
        "aux.wallNanos.error", "0", "aux.cells", "1000", "aux.cells.error", "0",
        "aux.wallNanosPeer", Double.toString(peerNanosPerCell * 1000), "aux.wallNanosPeer.error",
        "0", "aux.cellsPeer", "1000", "aux.cellsPeer.error", "0");
  }

  @Test
  void aLinePerRttWithBothSidesOfEveryPairAsPoints() {
    XYChart chart = LinkFetchSizeChart.build(List.of(pair("0", "10", 100, 50),
        pair("5ms", "10", 12_500, 200), pair("5ms", "100", 1_500, 200))).orElseThrow();
    assertEquals(List.of("RTT 0", "RTT 5ms"), List.copyOf(chart.getSeriesMap().keySet()));
    var fiveMs = chart.getSeriesMap().get("RTT 5ms");
    assertEquals(3, fiveMs.getXData().length); // 10, 100 and the counterpart's 1000
    assertEquals(5.0, fiveMs.getYData()[0], 1e-9); // 12,500 ns x 400 cells = 5 ms at size 10
  }

  @Test
  void oneRttAloneDrawsNoChart() {
    assertTrue(LinkFetchSizeChart.build(List.of(pair("0", "10", 100, 50))).isEmpty());
  }
}
