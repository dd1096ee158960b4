package dev.nnebench.fetch;

import dev.nnebench.driver.DriverCatalog;
import dev.nnebench.driver.DriverDataSource;
import dev.nnebench.driver.LoadedDriver;
import dev.nnebench.driver.Negotiated;
import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.scenario.ConnectionProperties;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.Target;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Properties;

/** Connects a scenario to a target through the scenario's isolated driver, and checks the result. */
public final class Connector {
  private Connector() {}

  /**
   * Opens a connection and reads what was negotiated. Fails (exit code CONNECT) when the driver
   * cannot connect, or when it negotiated something other than the scenario asked.
   */
  public static Session open(Scenario scenario, Target target) {
    refuseImpossible(scenario, target);
    LoadedDriver driver = DriverCatalog.load(scenario.driver());
    Properties props = properties(scenario, target);
    long start = System.nanoTime();
    Connection c;
    try {
      c = driver.connect(target.url(), props);
    } catch (SQLException e) {
      throw new NnebenchException(ExitCodes.CONNECT, "cannot connect to " + target.description()
          + " with " + scenario.label() + ": " + firstLine(e), e);
    }
    long connectNanos = System.nanoTime() - start;
    try {
      Negotiated negotiated = Negotiated.read(driver, c);
      NegotiationCheck.require(scenario, negotiated, target.transport());
      return new Session(scenario, target, c, negotiated, connectNanos);
    } catch (SQLException | RuntimeException e) {
      closeQuietly(c, e);
      if (e instanceof NnebenchException n) {
        throw n;
      }
      throw new NnebenchException(ExitCodes.CONNECT, "connected to " + target.description()
          + " but cannot read what was negotiated: " + firstLine(e), e);
    }
  }

  /** The scenario's connection properties plus the target's credentials (and TLS trust). */
  public static Properties properties(Scenario scenario, Target target) {
    Properties p = ConnectionProperties.of(scenario, target.user(), target.password());
    p.putAll(target.connectionProperties());
    return p;
  }

  /** A DataSource that connects like {@link #open} (without the negotiation check), for pools. */
  public static DriverDataSource dataSource(Scenario scenario, Target target) {
    refuseImpossible(scenario, target);
    return new DriverDataSource(DriverCatalog.load(scenario.driver()), target.url(),
        properties(scenario, target));
  }

  /** Driver and target refusals, before anything connects (exit code USAGE). */
  private static void refuseImpossible(Scenario scenario, Target target) {
    scenario.refusal().ifPresent(reason -> {
      throw new NnebenchException(ExitCodes.USAGE, reason + "; choose another algorithm or driver");
    });
    target.refusal(scenario).ifPresent(reason -> {
      throw new NnebenchException(ExitCodes.USAGE, reason);
    });
  }

  /** The first line of {@code e}'s message (its class and message where it has none). */
  public static String firstLine(Throwable e) {
    String m = e.getMessage() == null ? e.toString() : e.getMessage().strip();
    int nl = m.indexOf('\n');
    return nl < 0 ? m : m.substring(0, nl);
  }

  private static void closeQuietly(Connection c, Exception primary) {
    try {
      c.close();
    } catch (SQLException e) {
      primary.addSuppressed(e);
    }
  }
}
