package dev.nnebench.logging;

import org.slf4j.ILoggerFactory;
import org.slf4j.IMarkerFactory;
import org.slf4j.helpers.BasicMarkerFactory;
import org.slf4j.helpers.NOPLogger;
import org.slf4j.helpers.NOPMDCAdapter;
import org.slf4j.spi.MDCAdapter;
import org.slf4j.spi.SLF4JServiceProvider;

/**
 * nnebench's SLF4J binding: silent, except for Testcontainers' per-image loggers ({@code tc.*}),
 * whose pull progress and container start phases go to the console ({@link PhaseLogger}), so a
 * first container run does not wait minutes in silence. Libraries' other logging (HikariCP,
 * Testcontainers' Docker discovery) stays off, as with the no-op binding this replaces.
 */
public final class ConsoleLogProvider implements SLF4JServiceProvider {
  /** Testcontainers names the logger of each image and its containers {@code tc.IMAGE}. */
  static final String SHOWN_PREFIX = "tc.";

  private final IMarkerFactory markers = new BasicMarkerFactory();
  private final MDCAdapter mdc = new NOPMDCAdapter();
  private final ILoggerFactory loggers = name -> name.startsWith(SHOWN_PREFIX)
      ? new PhaseLogger(name, () -> System.err) : NOPLogger.NOP_LOGGER;

  @Override
  public ILoggerFactory getLoggerFactory() {
    return loggers;
  }

  @Override
  public IMarkerFactory getMarkerFactory() {
    return markers;
  }

  @Override
  public MDCAdapter getMDCAdapter() {
    return mdc;
  }

  @Override
  public String getRequestedApiVersion() {
    return "2.0.99";
  }

  @Override
  public void initialize() {
    // nothing to set up: loggers are made on demand
  }
}
