package dev.nnebench.report.figure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class PoolLifetimeTest {
  @Test
  void everyConnectionIsReopenedOncePerLifetime() {
    assertEquals(20, PoolLifetime.reopensPerHour(10, Duration.ofMinutes(30)), 1e-9);
    assertEquals(600, PoolLifetime.reopensPerHour(10, Duration.ofMinutes(1)), 1e-9);
    assertEquals(24, PoolLifetime.reopensPerHour(4, Duration.ofMinutes(10)), 1e-9);
  }

  @Test
  void theCostPerHourIsTheOpenCostTimesTheReopensWithItsBar() {
    Measured perHour = PoolLifetime.secondsPerHour(10, Duration.ofMinutes(1),
        Measured.of(20, 2));

    // 600 re-opens of 20 ± 2 ms
    assertEquals(12, perHour.value(), 1e-9);
    assertEquals(1.2, perHour.error(), 1e-9);
    assertEquals(1, PoolLifetime.percentOfACore(Measured.of(36, 0)).value(), 1e-9);
  }

  @Test
  void aPoolThatRecyclesNothingIsRefused() {
    assertThrows(IllegalArgumentException.class,
        () -> PoolLifetime.reopensPerHour(0, Duration.ofMinutes(30)));
    assertThrows(IllegalArgumentException.class,
        () -> PoolLifetime.reopensPerHour(10, Duration.ZERO));
  }

  @Test
  void labelsSayMinutesOrSeconds() {
    assertEquals("30 min", PoolLifetime.label(Duration.ofMinutes(30)));
    assertEquals("45 s", PoolLifetime.label(Duration.ofSeconds(45)));
  }
}
