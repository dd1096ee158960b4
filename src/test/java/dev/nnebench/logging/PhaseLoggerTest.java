package dev.nnebench.logging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

class PhaseLoggerTest {
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private final Logger logger = new PhaseLogger("tc.gvenzl/oracle-free:23",
      () -> new PrintStream(bytes, true, StandardCharsets.UTF_8));

  private String printed() {
    return bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void pullProgressIsOneConsoleLine() {
    logger.info("Pulling image layers: {} pending, {} downloaded", 3, 2);
    assertEquals("container: Pulling image layers: 3 pending, 2 downloaded\n", printed());
  }

  @Test
  void warningsShowTheirLevelButNoStackTrace() {
    logger.warn("Retrying pull for image: {} ({}s remaining)", "x", 3500,
        new IllegalStateException("boom"));
    assertEquals("container: warn: Retrying pull for image: x (3500s remaining)\n", printed());
  }

  @Test
  void theFailureDumpIsLeftToTheTarget() {
    logger.error("Could not start container", new IllegalStateException("boom"));
    logger.error("Log output from the failed container:\n{}", "line 1\nline 2");
    logger.debug("Trying to start container");
    assertEquals("", printed());
  }

  @Test
  void onlyTestcontainersImageLoggersAreBoundToTheConsole() {
    assertTrue(LoggerFactory.getLogger("tc.some/image:1") instanceof PhaseLogger);
    assertFalse(LoggerFactory.getLogger("com.zaxxer.hikari.HikariDataSource").isInfoEnabled());
    assertFalse(LoggerFactory.getLogger("org.testcontainers.DockerClientFactory").isErrorEnabled());
  }
}
