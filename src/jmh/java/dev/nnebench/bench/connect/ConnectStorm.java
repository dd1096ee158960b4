package dev.nnebench.bench.connect;

import dev.nnebench.bench.fork.ForkStart;
import dev.nnebench.bench.fork.NegotiatedFacts;
import dev.nnebench.bench.params.ConnectParams;
import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.driver.DriverDataSource;
import dev.nnebench.fetch.Connector;
import dev.nnebench.fetch.Session;
import dev.nnebench.run.fork.ForkTarget;
import dev.nnebench.run.fork.TrialSidecar;
import java.sql.SQLException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
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
 * What a connection storm costs with and without NNE: {@code connections} threads open a
 * connection at the same moment (a pool filling at start, or every pool of a fleet after a
 * failover), each through the key exchange and logon.
 *
 * <p>Timed per operation: one storm ({@link Storm}) plus closing its connections; its own
 * counters ({@link StormCounters}) hold the time from the gate to the last logon and the
 * connecting threads' CPU time, so the report gives the storm's time and the client CPU per
 * connection. Excluded: loading the driver, starting the threads, the negotiation check in
 * setup (its result goes to the sidecar).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ConnectStorm {
  /* Read through the cell (Axes.CONNECTIONS), which refuses a count below one. */
  @Param("16")
  public String connections;

  private DriverDataSource source;
  private ExecutorService workers;
  private int n;

  /* ConnectParams is named here for JMH, which records its @Params as this benchmark's; the
   * values are read from BenchmarkParams (ForkStart). */
  @Setup(Level.Trial)
  public void setUp(BenchmarkParams params, ConnectParams connect) {
    ForkStart start = ForkStart.of(params);
    Cell cell = start.cell();
    n = cell.get(Axes.CONNECTIONS);
    ForkTarget target = start.target();
    Observed observed = start.placed();
    try (Session checked = Connector.open(cell.scenario(), target)) {
      observed = observed.withAll(NegotiatedFacts.of(checked));
    } catch (SQLException e) {
      throw new IllegalStateException("closing the checked connection: " + e.getMessage(), e);
    }
    TrialSidecar.write(params, observed.withText(Facts.KEY_SCHEDULE, target.keyScheduleLabel()));
    source = Connector.dataSource(cell.scenario(), target);
    workers = Executors.newFixedThreadPool(n);
  }

  @Benchmark
  public int storm(StormCounters counters) throws InterruptedException, SQLException {
    Storm.Result r = Storm.run(source, workers, n);
    counters.add(r);
    return r.connections();
  }

  @TearDown(Level.Trial)
  public void close() {
    workers.shutdownNow();
  }
}
