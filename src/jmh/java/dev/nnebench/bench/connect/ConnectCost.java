package dev.nnebench.bench.connect;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.nnebench.bench.fork.ForkStart;
import dev.nnebench.bench.fork.LinkFacts;
import dev.nnebench.bench.fork.NegotiatedFacts;
import dev.nnebench.bench.fork.Transports;
import dev.nnebench.bench.params.ConnectParams;
import dev.nnebench.bench.params.LinkParams;
import dev.nnebench.bench.params.PairParams;
import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.driver.DriverDataSource;
import dev.nnebench.fetch.Connector;
import dev.nnebench.fetch.LinkedSession;
import dev.nnebench.run.fork.ForkTarget;
import dev.nnebench.run.fork.TrialSidecar;
import dev.nnebench.target.LinkedTarget;
import dev.nnebench.target.LoopbackTarget;
import dev.nnebench.target.Target;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
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
/*
 * An open runs its path once, a few dozen times a second: at HotSpot's own thresholds its
 * methods reach C2 after a minute or more, and the NNE-to-plain ratio climbs ~15 % over that
 * minute, so a run would measure wherever on the climb its warm-up ended. Compiled at a tenth
 * of the thresholds it reaches that level in ~30 s (the compiles queue on the fork's one core),
 * within quick's 24 s warm-up and MSER's cut, and it is the level a minute of opens reached
 * (2.42x both ways). The loopback double compiles with the same flag.
 */
@Fork(jvmArgsPrepend = LoopbackTarget.COMPILE_SOONER)
public class ConnectCost {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private LinkedSession checked;
  private LinkedSession checkedPeer;
  private DriverDataSource direct;
  private DriverDataSource peer;
  private HikariDataSource pool;

  /* The parameter states are named here for JMH, which records their @Params as this
   * benchmark's; the values are read from BenchmarkParams (ForkStart). */
  @Setup(Level.Trial)
  public void setUp(BenchmarkParams params, ConnectParams connect, LinkParams link,
      PairParams pair) throws SQLException {
    ForkStart start = ForkStart.of(params);
    Cell own = start.cell();
    ForkTarget forkTarget = start.target();
    Target target = Transports.select(forkTarget, own);
    Observed observed = start.placed().withAll(LinkFacts.connectRoundTrips(own.scenario(), target));
    checked = LinkedSession.open(own.scenario(), target, own.link());
    observed = observed.withAll(NegotiatedFacts.of(checked.session()))
        .withAll(LinkFacts.of(checked))
        .withText(Facts.KEY_SCHEDULE, checked.session().keyScheduleLabel());
    direct = Connector.dataSource(own.scenario(), reached(checked, target));
    if (own.paired()) {
      Cell theirs = own.peer();
      Target peerTarget = Transports.select(forkTarget, theirs);
      observed = observed.withPeer(LinkFacts.connectRoundTrips(theirs.scenario(), peerTarget));
      checkedPeer = LinkedSession.open(theirs.scenario(), peerTarget, theirs.link());
      peer = Connector.dataSource(theirs.scenario(), reached(checkedPeer, peerTarget));
    }
    TrialSidecar.write(params, observed);
    pool = new HikariDataSource(poolConfig(params.getThreads(), own));
  }

  /* Over a link, every open goes through the checked session's relay; else straight. */
  private static Target reached(LinkedSession checked, Target target) {
    return checked.linked().map(LinkedTarget::target).orElse(target);
  }

  private HikariConfig poolConfig(int threads, Cell own) {
    HikariConfig config = new HikariConfig();
    config.setDataSource(direct);
    config.setPoolName("ConnectCost-" + own.text(Axes.DRIVER) + "-" + own.text(Axes.ENCRYPTION)
        + "-" + own.text(Axes.CHECKSUM) + "-" + own.text(Axes.TRANSPORT));
    config.setMaximumPoolSize(threads);
    config.setMinimumIdle(threads);
    return config;
  }

  /* Paired: the counterpart opens right after, timed apart, so the ratio of the two sides
   * keeps out what the machine (and the double) did in that moment. */
  @Benchmark
  public Connection open(OpenCounters counters) throws SQLException {
    long cpu = THREADS.getCurrentThreadCpuTime();
    long start = System.nanoTime();
    Connection connection = direct.getConnection();
    connection.close();
    long end = System.nanoTime();
    long endCpu = THREADS.getCurrentThreadCpuTime();
    counters.openNanos += end - start;
    counters.openCpuNanos += endCpu - cpu;
    counters.opens++;
    if (peer != null) {
      long peerStart = System.nanoTime();
      peer.getConnection().close();
      counters.openNanosPeer += System.nanoTime() - peerStart;
      counters.openCpuNanosPeer += THREADS.getCurrentThreadCpuTime() - endCpu;
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
