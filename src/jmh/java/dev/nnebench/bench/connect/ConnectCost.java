package dev.nnebench.bench.connect;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.nnebench.bench.fork.ClientPlacement;
import dev.nnebench.bench.fork.LinkValues;
import dev.nnebench.bench.fork.NegotiatedValues;
import dev.nnebench.bench.fork.Transports;
import dev.nnebench.bench.params.ConnectParams;
import dev.nnebench.bench.params.ForkCell;
import dev.nnebench.bench.params.LinkParams;
import dev.nnebench.bench.params.PairParams;
import dev.nnebench.driver.DriverDataSource;
import dev.nnebench.fetch.Connector;
import dev.nnebench.fetch.LinkedSession;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.SidecarName;
import dev.nnebench.run.fork.ForkTarget;
import dev.nnebench.run.fork.TrialSidecar;
import dev.nnebench.scenario.Counterpart;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.preset.ScenarioParams;
import dev.nnebench.target.LinkedTarget;
import dev.nnebench.target.Target;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * What opening a connection costs with and without NNE, and what a pool saves.
 *
 * <p>Timed: {@code open} is Driver.connect (TCP, TNS connect, NNE negotiation and Diffie-Hellman
 * key exchange, logon) plus close; {@code pooled} is getConnection plus close on a HikariCP pool
 * of the same settings, sized to the thread count so pool contention is not what is measured.
 * Excluded: loading the driver, starting the pool, the one negotiation check in setup (whose
 * result goes to the trial's sidecar). Paired ({@code counterpart} set): every {@code open} also
 * opens and closes a connection with the counterpart's settings, each timed apart ({@link
 * OpenCounters}), and the report takes their ratio iteration by iteration. Over an emulated link
 * ({@code rtt}, {@code bandwidth}) every open crosses the link, whose RTT is measured and checked
 * first; every trial records the round trips of one open and close (counted through a relay).
 * Over {@code transport=tcps} every open runs the TLS handshake too (the JDK's defaults).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ConnectCost {
  private LinkedSession checked;
  private LinkedSession checkedPeer;
  private DriverDataSource direct;
  private DriverDataSource peer;
  private HikariDataSource pool;

  /* The parameter states are named here for JMH, which records their @Params as this
   * benchmark's; the values are read from BenchmarkParams (ForkCell). */
  @Setup(Level.Trial)
  public void setUp(BenchmarkParams params, ConnectParams connect, LinkParams link,
      PairParams pair) throws SQLException {
    Map<String, String> own = ForkCell.values(params);
    Scenario scenario = ScenarioParams.toScenario(own);
    ForkTarget forkTarget = ForkTarget.fromSystemProperties();
    forkTarget.requireKeySchedule(own.get(ParamName.KEY_SCHEDULE));
    Target target = Transports.select(forkTarget, own);
    Map<String, String> sidecar = new LinkedHashMap<>(ClientPlacement.pin(forkTarget));
    sidecar.putAll(LinkValues.connectRoundTrips(scenario, target));
    checked = LinkedSession.open(scenario, target, LinkValues.spec(own));
    sidecar.putAll(NegotiatedValues.of(checked.session()));
    sidecar.putAll(LinkValues.of(checked));
    sidecar.put(NegotiatedValues.KEY_SCHEDULE, checked.session().keyScheduleLabel());
    direct = Connector.dataSource(scenario, reached(checked, target));
    Counterpart other = Counterpart.parse(own.get(ParamName.COUNTERPART));
    if (!other.isNone()) {
      Map<String, String> theirs = other.applyTo(own);
      Scenario peerScenario = ScenarioParams.toScenario(theirs);
      Target peerTarget = Transports.select(forkTarget, theirs);
      LinkValues.connectRoundTrips(peerScenario, peerTarget)
          .forEach((k, v) -> sidecar.put(SidecarName.PEER + k, v));
      checkedPeer = LinkedSession.open(peerScenario, peerTarget, LinkValues.spec(theirs));
      peer = Connector.dataSource(peerScenario, reached(checkedPeer, peerTarget));
    }
    TrialSidecar.write(params, sidecar);
    pool = new HikariDataSource(poolConfig(params.getThreads(), own));
  }

  /* Over a link, every open goes through the checked session's relay; else straight. */
  private static Target reached(LinkedSession checked, Target target) {
    return checked.linked().map(LinkedTarget::target).orElse(target);
  }

  private HikariConfig poolConfig(int threads, Map<String, String> own) {
    HikariConfig config = new HikariConfig();
    config.setDataSource(direct);
    config.setPoolName("ConnectCost-" + own.get(ParamName.DRIVER) + "-"
        + own.get(ParamName.ENCRYPTION) + "-" + own.get(ParamName.CHECKSUM) + "-"
        + own.get(ParamName.TRANSPORT));
    config.setMaximumPoolSize(threads);
    config.setMinimumIdle(threads);
    return config;
  }

  /* Paired: the counterpart opens right after, timed apart, so the ratio of the two sides
   * keeps out what the machine (and the double) did in that moment. */
  @Benchmark
  public Connection open(OpenCounters counters) throws SQLException {
    long start = System.nanoTime();
    Connection connection = direct.getConnection();
    connection.close();
    counters.openNanos += System.nanoTime() - start;
    counters.opens++;
    if (peer != null) {
      long peerStart = System.nanoTime();
      peer.getConnection().close();
      counters.openNanosPeer += System.nanoTime() - peerStart;
      counters.opensPeer++;
    }
    return connection;
  }

  @Benchmark
  public Connection pooled() throws SQLException {
    Connection connection = pool.getConnection();
    connection.close();
    return connection;
  }

  @TearDown(Level.Trial)
  public void close() throws SQLException {
    pool.close();
    checked.close();
    if (checkedPeer != null) {
      checkedPeer.close();
    }
  }
}
