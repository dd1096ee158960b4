package dev.nnebench.bench.pool;

import dev.nnebench.bench.fork.ForkStart;
import dev.nnebench.bench.params.ConnectParams;
import dev.nnebench.bench.params.LinkParams;
import dev.nnebench.bench.params.RowParams;
import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.fetch.FetchResult;
import dev.nnebench.run.fork.ForkTarget;
import dev.nnebench.run.fork.TrialSidecar;
import dev.nnebench.target.TargetKind;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * How a connection pool serves concurrent fetches, and where a bigger pool stops helping:
 * {@code threads} application threads each fetch a small shape back to back (verified, through a
 * PreparedStatement) through one HikariCP pool of {@code poolSize} connections, NNE off or on.
 *
 * <p>JMH's own thread is one of the {@code threads}; the others are started at trial setup
 * ({@link PoolClients}), because JMH's thread count is a run option, not a parameter a preset
 * can sweep and a row can carry. So JMH's score is one thread's fetches per second; the pool's
 * are in {@link PoolCounters} (fetches over the iteration's window), with the latency
 * percentiles and the wait for a connection of every thread. Timed: borrow, fetch, give back.
 * Excluded: opening and filling the pool (a fixed pool, filled before the first iteration), the
 * negotiation check, whose result goes to the sidecar with the pool's settings, and the time the
 * clients fetch in setup until the fork's JIT is quiet ({@link ForkPauses}; dozens of fetching
 * threads on two cores starve the compiler for seconds). A pool larger
 * than its threads is refused (the runner drops those cells).
 *
 * <p>{@code rtt} and {@code bandwidth} put an emulated link in front of the target as in
 * FetchThroughput, one relay for the whole pool ({@link FetchPool}): every fetch then holds its
 * connection for at least a round trip in which neither end works, which is what a larger pool
 * hides. The measured RTT goes to the sidecar under FetchThroughput's names.
 *
 * <p>{@code server} puts a server MODEL behind a double of the fork's own ({@code ForkStart}):
 * every execute then holds one of the model's CPUs, and what the model charged every session of
 * the pool over the trial is read from the server's views ({@link PoolServerSpan}) into the
 * sidecar, per borrow, for the report's model check. On a url or container target the same is
 * read from the database's views where the user may ({@link PoolDatabase}), with its CPUs.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class PoolThroughput {
  /* A fork whose JIT is not quiet by then is left to JMH's warm-up and the steadiness check; a
   * trial without warm-up (smoke: proves it runs) does not wait. */
  private static final long JIT_QUIET_CAP_MILLIS = 30_000;
  /* Read through the cell (Axes.THREADS, Axes.POOL_SIZE), which refuses a count below one. */
  @Param("4")
  public String threads;

  @Param("2")
  public String poolSize;

  private FetchPool pool;
  /* The pool's server time over the trial; null without a server model or readable views. */
  private PoolServerSpan server;
  private BenchmarkParams params;
  private PoolClients clients;
  /* The iteration's window; null between iterations, when fetches are not counted. */
  private volatile PoolWindow window;

  /* The parameter states are named here for JMH, which records their @Params as this
   * benchmark's; the values are read from BenchmarkParams (ForkStart). */
  @Setup(Level.Trial)
  public void setUp(BenchmarkParams params, ConnectParams connect, LinkParams link,
      RowParams rows) throws SQLException, InterruptedException {
    this.params = params;
    ForkStart start = ForkStart.of(params);
    Cell cell = start.cell();
    int clientCount = cell.get(Axes.THREADS);
    int size = cell.get(Axes.POOL_SIZE);
    if (size > clientCount) {
      throw new IllegalArgumentException("poolSize " + size + " > threads " + clientCount
          + ": the extra connections could only sit idle; run poolSize <= threads");
    }
    ForkTarget target = start.target();
    pool = FetchPool.open(cell.scenario(), target, size, cell.link());
    Observed observed = start.placed().withAll(pool.observed())
        .withText(Facts.KEY_SCHEDULE, target.keyScheduleLabel());
    if (!cell.get(Axes.SERVER).isNone()) {
      server = PoolServerSpan.start(pool);
    } else if (target.kind() != TargetKind.LOOPBACK) {
      PoolDatabase database = PoolDatabase.start(pool);
      observed = observed.withAll(database.observed());
      server = database.span();
    }
    clients = PoolClients.start(clientCount - 1, () -> pool.fetch(this::window));
    if (params.getWarmup().getCount() > 0) {
      observed = observed.with(Facts.JIT_QUIET_AFTER,
          ForkPauses.awaitQuietJit(JIT_QUIET_CAP_MILLIS));
    }
    clients.rethrowFailure();
    TrialSidecar.write(params, observed);
  }

  /* counters: JMH fills it at the iteration's end from the window all threads counted into. */
  @Benchmark
  public FetchResult fetch(PoolCounters counters) {
    clients.rethrowFailure();
    return pool.fetch(this::window);
  }

  /* The window open now; null between iterations. */
  private PoolWindow window() {
    return window;
  }

  void openWindow() {
    window = new PoolWindow();
  }

  PoolWindow.Summary closeWindow() {
    PoolWindow closing = window;
    window = null;
    return closing.close();
  }

  long linkBoundFetches(long windowNanos) {
    return pool.linkBoundFetches(windowNanos);
  }

  @TearDown(Level.Trial)
  public void close() throws InterruptedException, SQLException {
    try {
      clients.stop();
      if (server != null) {
        TrialSidecar.add(params, server.end(pool));
      }
    } finally {
      pool.close();
    }
  }
}
