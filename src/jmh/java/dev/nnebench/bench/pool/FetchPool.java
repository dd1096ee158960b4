package dev.nnebench.bench.pool;

import com.zaxxer.hikari.HikariDataSource;
import dev.nnebench.bench.fork.LinkFacts;
import dev.nnebench.bench.fork.NegotiatedFacts;
import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.driver.DriverCatalog;
import dev.nnebench.driver.DriverDataSource;
import dev.nnebench.driver.Negotiated;
import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.fetch.Connector;
import dev.nnebench.fetch.FetchResult;
import dev.nnebench.fetch.FetchRun;
import dev.nnebench.fetch.LinkProbe;
import dev.nnebench.fetch.Session;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.link.MeasuredRtt;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.LinkedTarget;
import dev.nnebench.target.Target;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Supplier;

/**
 * A HikariCP pool ({@link PoolSettings}) of a scenario's connections, filled before anything is
 * measured, and one verified fetch through it: borrow, fetch the shape through a
 * PreparedStatement, give the connection back. What was negotiated is checked once, on a
 * connection of its own, before the pool opens.
 *
 * <p>Over an emulated link, every connection of the pool goes through one relay in front of the
 * target (it relays connections concurrently); the checked connection goes through it too and
 * times its round trip with the link off and on ({@link LinkProbe}, as a FetchThroughput session
 * does), and a link that did not add the RTT asked fails the trial before anything is measured.
 * The round trips one fetch makes are counted on a probe connection of the target itself (the
 * pool's relay counts all its connections together), so a borrow's time on the link is round
 * trips x RTT, measured.
 */
final class FetchPool implements AutoCloseable {
  private static final long FILL_POLL_MILLIS = 10;

  private final Scenario scenario;
  private final Target target;
  private final Negotiated negotiated;
  private final HikariDataSource pool;
  private final Optional<LinkedTarget> linked;
  private final int size;
  private final Observed observed;
  private final LongAdder fetches = new LongAdder();

  private FetchPool(Scenario scenario, Target target, Negotiated negotiated,
      HikariDataSource pool, Optional<LinkedTarget> linked, int size, Observed observed) {
    this.observed = observed;
    this.scenario = scenario;
    this.target = target;
    this.negotiated = negotiated;
    this.pool = pool;
    this.linked = linked;
    this.size = size;
  }

  /**
   * Checks the negotiation (and the link's RTT), opens a pool of {@code size} over {@code link}
   * and waits until all are open.
   */
  static FetchPool open(Scenario scenario, Target target, int size, LinkSpec link)
      throws SQLException, InterruptedException {
    Optional<LinkedTarget> linked = link.emulated() ? Optional.of(LinkedTarget.over(target, link))
        : Optional.empty();
    try {
      Observed probed = LinkFacts.probed(scenario, target);
      return open(scenario, linked.map(LinkedTarget::target).orElse(target), size, linked,
          probed);
    } catch (SQLException | InterruptedException | RuntimeException e) {
      linked.ifPresent(LinkedTarget::close);
      throw e;
    }
  }

  private static FetchPool open(Scenario scenario, Target target, int size,
      Optional<LinkedTarget> linked, Observed probed) throws SQLException, InterruptedException {
    Negotiated negotiated;
    Observed observed;
    try (Session checked = Connector.open(scenario, target)) {
      negotiated = checked.negotiated();
      observed = NegotiatedFacts.of(checked).withAll(probed);
      if (linked.isPresent()) {
        observed = observed.withAll(LinkFacts.of(checkedRtt(linked.get(), checked)));
      }
    }
    DriverDataSource source = new DriverDataSource(DriverCatalog.load(scenario.driver()),
        target.url(), PoolSettings.withStatementCache(Connector.properties(scenario, target)));
    HikariDataSource pool = new HikariDataSource(PoolSettings.config(source,
        "PoolThroughput-" + size + "-" + scenario.label(), size));
    observed = observed.withText(Facts.HIKARI, PoolSettings.describe(pool));
    awaitFull(pool, size);
    return new FetchPool(scenario, target, negotiated, pool, linked, size, observed);
  }

  /** What opening the pool observed: the negotiation, the link's RTT, the pool's settings. */
  Observed observed() {
    return observed;
  }

  /* As a FetchThroughput session over a link: refused when the link did not add what was asked. */
  private static MeasuredRtt checkedRtt(LinkedTarget linked, Session checked)
      throws SQLException {
    MeasuredRtt rtt = LinkProbe.measureSettled(linked, checked.connection());
    if (!rtt.asAsked()) {
      throw new NnebenchException(ExitCodes.CONNECT, rtt.mismatch());
    }
    return rtt;
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

  /**
   * The most fetches a pool of {@code size} could complete in {@code windowNanos} over its link
   * at one round trip of the RTT asked each (a fetch makes at least one); 0 without a link. A
   * window above it ran over a shorter link than asked: the relay's pacer fell behind.
   */
  long linkBoundFetches(long windowNanos) {
    return linked.map(l -> l.link().rttNanos()).filter(rtt -> rtt > 0)
        .map(rtt -> (long) ((double) size * windowNanos / rtt)).orElse(0L);
  }

  /**
   * One verified fetch through the pool, counted into the window open when it completes ({@code
   * windowAtEnd}, read then), if one is. Not the window open when it began: in a closed loop
   * every thread is inside a fetch (borrowing or holding) when a window opens, so counting by
   * the start lost one fetch per thread per window (15 of the 150 a 1.5 s window of 100/s
   * completes, with 16 threads) and the pool's fetches/s came out 10 % low.
   */
  FetchResult fetch(Supplier<PoolWindow> windowAtEnd) {
    fetches.increment();
    long start = System.nanoTime();
    long borrowed;
    FetchResult result;
    try (Connection c = pool.getConnection()) {
      borrowed = System.nanoTime();
      result = FetchRun.runPrepared(new Session(scenario, target, c, negotiated, 0));
    } catch (SQLException e) {
      throw new IllegalStateException("pool " + pool.getPoolName() + ": " + e.getMessage(), e);
    }
    long end = System.nanoTime();
    PoolWindow window = windowAtEnd.get();
    if (window != null) {
      window.record(borrowed - start, end - start, result.cpuNanos());
    }
    return result;
  }

  /** Fetches begun through the pool so far, counted or not (warm-up, the JIT's wait). */
  long fetches() {
    return fetches.sum();
  }

  /** What {@code f} makes of every connection of the pool, all borrowed at once. */
  <T> T withEveryConnection(SqlFunction<List<Connection>, T> f) throws SQLException {
    List<Connection> held = new ArrayList<>();
    try {
      for (int i = 0; i < size; i++) {
        held.add(pool.getConnection());
      }
      return f.apply(held);
    } finally {
      for (Connection c : held) {
        c.close();
      }
    }
  }

  /** A function that may fail with an SQLException. */
  @FunctionalInterface
  interface SqlFunction<A, R> {
    R apply(A a) throws SQLException;
  }

  /** Closes the pool, then the link's relay. */
  @Override
  public void close() {
    try {
      pool.close();
    } finally {
      linked.ifPresent(LinkedTarget::close);
    }
  }
}
