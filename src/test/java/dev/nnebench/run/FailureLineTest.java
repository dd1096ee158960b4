package dev.nnebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class FailureLineTest {

  @Test
  void findsTheExceptionAfterJmhsFailureMarker() {
    List<String> log = List.of("# Warmup Iteration   1: <failure>", "",
        "java.lang.IllegalStateException: no driver jar ojdbc11-23.*.jar in /x",
        "\tat dev.nnebench.driver.DriverCatalog.missing(DriverCatalog.java:1)");

    assertEquals("java.lang.IllegalStateException: no driver jar ojdbc11-23.*.jar in /x",
        FailureLine.find(log).orElseThrow());
  }

  @Test
  void findsNothingWhenJmhFailedBeforeATrial() {
    assertEquals(Optional.empty(), FailureLine.find(List.of("# Run")));
  }

  @Test
  void unreadableLogIsReportedNotThrown() {
    String line = FailureLine.from(Path.of("/nonexistent/jmh.log")).orElseThrow();

    assertEquals(true, line.startsWith("(JMH log unreadable:"), line);
  }
}
