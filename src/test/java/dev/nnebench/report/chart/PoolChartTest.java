package dev.nnebench.report.chart;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.report.figure.PoolTrials;
import dev.nnebench.results.Trial;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

class PoolChartTest {
  private static List<Trial> curve() {
    return List.of(PoolTrials.pool("NONE", "NONE", 8, 1, 1000, 1, 20, 5),
        PoolTrials.pool("NONE", "NONE", 8, 2, 2000, 1, 10, 2),
        PoolTrials.pool("NONE", "NONE", 8, 8, 2010, 1, 5, 0),
        PoolTrials.linked(PoolTrials.pool("NONE", "NONE", 8, 2, 500, 3, 9, 1), "2ms"),
        PoolTrials.linked(PoolTrials.pool("NONE", "NONE", 8, 8, 1900, 3, 6, 0), "2ms"));
  }

  @Test
  void theThroughputChartMarksEachCurvesRecommendedPool() {
    XYChart chart = PoolChart.throughput(curve()).orElseThrow();

    assertEquals(List.of("NONE + NONE, 8 threads", "NONE + NONE over 2ms RTT, 8 threads",
        PoolChart.RECOMMENDED), List.copyOf(chart.getSeriesMap().keySet()));
    XYSeries picks = chart.getSeriesMap().get(PoolChart.RECOMMENDED);
    assertArrayEquals(new double[] {2, 8}, picks.getXData());
    assertEquals(XYSeries.XYSeriesRenderStyle.Scatter, picks.getXYSeriesRenderStyle());
  }

  @Test
  void theLatencyChartDrawsTheCurvesOnly() {
    XYChart chart = PoolChart.latency(curve()).orElseThrow();

    assertTrue(chart.getSeriesMap().keySet().stream()
        .noneMatch(PoolChart.RECOMMENDED::equals));
    assertEquals(2, chart.getSeriesMap().size());
  }
}
