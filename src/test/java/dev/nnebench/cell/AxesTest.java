package dev.nnebench.cell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import java.time.Duration;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class AxesTest {

  @Test
  void aBadValueIsRefusedInOneLineNamingItAndTheValuesAllowed() {
    var e = assertThrows(IllegalArgumentException.class, () -> Axes.DRIVER.parse("17"));
    assertEquals("unknown driver '17'; use one of " + DriverVersion.names(), e.getMessage());
    var sdu = assertThrows(IllegalArgumentException.class, () -> Axes.SDU.parse("100"));
    assertTrue(sdu.getMessage().contains("'100'") && sdu.getMessage().contains("'default'"),
        sdu.getMessage());
    var threads = assertThrows(IllegalArgumentException.class, () -> Axes.THREADS.parse("0"));
    assertEquals("threads must be a whole number >= 1, got '0'; write e.g. -p threads=1,2,4",
        threads.getMessage());
  }

  @Test
  void everyDefaultParsesAndItsPrintedFormParsesToTheSameValue() {
    for (Axis<?> axis : Axes.ALL) {
      assertRoundTrip(axis, axis.defaultText());
    }
    assertEquals("default", Axes.LOB_PREFETCH.format(Axes.LOB_PREFETCH.defaultValue()));
  }

  private static <T> void assertRoundTrip(Axis<T> axis, String text) {
    T value = axis.parse(text);
    assertEquals(value, axis.parse(axis.format(value)), axis.name());
  }

  @Test
  void valuesAreTyped() {
    assertEquals(Duration.ofMillis(5), Axes.RTT.parse("5ms"));
    assertEquals(0, Axes.FETCH_SIZE.parse("default"));
    assertEquals("0.5ms", Axes.RTT.format(Duration.ofMillis(5).dividedBy(10)));
  }

  @Test
  void anUnknownNameListsTheNamesThereAre() {
    var e = assertThrows(IllegalArgumentException.class, () -> Axes.require("fetchsize"));
    assertTrue(e.getMessage().startsWith("unknown parameter 'fetchsize'; use one of driver, jce"),
        e.getMessage());
  }

  @Test
  void theAxesOlderRunsLackAreTheLinkTransportSduLobPrefetchCalibrationServerAndCompression() {
    assertEquals(Set.of("transport", "rtt", "bandwidth", "sdu", "lobPrefetch", "calibration",
        "server", "compression", "compressionThreshold"),
        Axes.ALL.stream().filter(Axis::later).map(Axis::name).collect(Collectors.toSet()));
  }

  @Test
  void namesAreUnique() {
    assertEquals(Axes.ALL.size(),
        Axes.ALL.stream().map(Axis::name).collect(Collectors.toSet()).size());
  }
}
