package dev.nnebench.bench.pool;

import com.zaxxer.hikari.HikariDataSource;
import dev.nnebench.bench.fork.NegotiatedValues;
import dev.nnebench.driver.DriverCatalog;
import dev.nnebench.driver.DriverDataSource;
import dev.nnebench.driver.Negotiated;
import dev.nnebench.fetch.Connector;
import dev.nnebench.fetch.FetchResult;
import dev.nnebench.fetch.FetchRun;
import dev.nnebench.fetch.Session;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.Target;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;

/**
 * A HikariCP pool ({@link PoolSettings}) of a scenario's connections, filled before anything is
 * measured, and one verified fetch through it: borrow, fetch the shape through a
 * PreparedStatement, give the connection back. What was negotiated is checked once, on a
 * connection of its own, before the pool opens.
 */
final class FetchPool implements AutoCloseable {
  private static final long FILL_POLL_MILLIS = 10;

  private final Scenario scenario;
  private final Target target;
  private final Negotiated negotiated;
  private final HikariDataSource pool;

  private FetchPool(Scenario scenario, Target target, Negotiated negotiated,
      HikariDataSource pool) {
    this.scenario = scenario;
    this.target = target;
    this.negotiated = negotiated;
    this.pool = pool;
  }

  /** Checks the negotiation, opens a pool of {@code size} and waits until all are open. */
  static FetchPool open(Scenario scenario, Target target, int size, Map<String, String> sidecar)
      throws SQLException, InterruptedException {
    Negotiated negotiated;
    try (Session checked = Connector.open(scenario, target)) {
      negotiated = checked.negotiated();
      sidecar.putAll(NegotiatedValues.of(checked));
    }
    DriverDataSource source = new DriverDataSource(DriverCatalog.load(scenario.driver()),
        target.url(), PoolSettings.withStatementCache(Connector.properties(scenario, target)));
    HikariDataSource pool = new HikariDataSource(PoolSettings.config(source,
        "PoolThroughput-" + size + "-" + scenario.label(), size));
    sidecar.put("hikari", PoolSettings.describe(pool));
    awaitFull(pool, size);
    return new FetchPool(scenario, target, negotiated, pool);
  }

  /* HikariCP fills a pool from one background thread; measuring starts on a full pool. */
  private static void awaitFull(HikariDataSource pool, int size) throws InterruptedException {
    long deadline = System.nanoTime() + PoolSettings.CONNECTION_TIMEOUT_MS * 1_000_000;
    while (pool.getHikariPoolMXBean().getTotalConnections() < size) {
      if (System.nanoTime() > deadline) {
        pool.close();
        throw new IllegalStateException("the pool opened only " + pool.getHikariPoolMXBean()
            .getTotalConnections() + " of " + size + " connections within "
            + PoolSettings.CONNECTION_TIMEOUT_MS + " ms");
      }
      Thread.sleep(FILL_POLL_MILLIS);
    }
  }

  /** One verified fetch through the pool, counted into {@code window} when one is open. */
  FetchResult fetch(PoolWindow window) {
    long start = System.nanoTime();
    long borrowed;
    FetchResult result;
    try (Connection c = pool.getConnection()) {
      borrowed = System.nanoTime();
      result = FetchRun.runPrepared(new Session(scenario, target, c, negotiated, 0));
    } catch (SQLException e) {
      throw new IllegalStateException("pool " + pool.getPoolName() + ": " + e.getMessage(), e);
    }
    if (window != null) {
      window.record(borrowed - start, System.nanoTime() - start, result.cpuNanos());
    }
    return result;
  }

  @Override
  public void close() {
    pool.close();
  }
}
