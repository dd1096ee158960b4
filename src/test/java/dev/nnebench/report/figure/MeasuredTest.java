package dev.nnebench.report.figure;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MeasuredTest {

  @Test
  void ratioPropagatesRelativeErrorsInQuadrature() {
    Measured ratio = Measured.of(200, 6).over(Measured.of(100, 4));

    assertEquals(2.0, ratio.value(), 1e-12);
    assertEquals(2.0 * Math.hypot(0.03, 0.04), ratio.error(), 1e-12);
    assertEquals("2.00× ± 0.100", ratio.ratio());
  }

  @Test
  void unitChangeScalesTheErrorBar() {
    assertEquals("6,200 ± 140 MB/s", Measured.of(6.2, 0.14).times(1000).with("MB/s"));
  }

  @Test
  void singleMeasurementShowsNoBar() {
    assertEquals("1.50× ± n/a", Measured.of(3, Double.NaN).over(Measured.of(2, 0)).ratio());
  }
}
