package dev.nnebench.bench.fetch;

import dev.nnebench.bench.fork.LinkFacts;
import dev.nnebench.bench.params.ClientParams;
import dev.nnebench.bench.params.ConnectParams;
import dev.nnebench.bench.params.LinkParams;
import dev.nnebench.bench.params.PairParams;
import dev.nnebench.bench.params.RowParams;
import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.fetch.FetchResult;
import dev.nnebench.fetch.FetchRun;
import dev.nnebench.fetch.InterleavedFetch;
import dev.nnebench.fetch.PacedFetch;
import dev.nnebench.fetch.RetainedHeap;
import dev.nnebench.run.fork.ForkPace;
import java.sql.SQLException;
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
 * What NNE costs a real fetch: one verified fetch of a shape per operation, through the real
 * driver over a real socket to the target the runner opened.
 *
 * <p>Timed: execute the shape's SQL, read every cell of every row (the cell's read style), fold
 * it into the row digest, close; a wrong digest fails the trial. Excluded: connecting, logon and
 * the NNE key exchange (trial setup, measured by ConnectCost), loading the driver. Primary
 * figure for the report: the fetching thread's CPU time per GB and per million cells ({@link
 * FetchCounters}), because the double serves from the same two cores and its serial CBC
 * encryption can bound wall time; fetches per second and MB/s sit beside it.
 *
 * <p>Paired ({@code counterpart} set): the counterpart's session is fetched with the first in
 * every operation and counted apart ({@code cpuNanosPeer}, {@code bytesPeer}, ...), so the report
 * takes the ratio of the two sides iteration by iteration ({@link FetchTrial}). A user's own
 * query is {@link QueryFetch}'s.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class FetchThroughput {
  private static final FetchTrial.Fetcher SHAPE = new FetchTrial.Fetcher(FetchRun::run,
      InterleavedFetch::run, (a, b) -> PacedFetch.run(a, b, ForkPace.fromSystemProperties()));

  private FetchTrial trial;

  /* The parameter states are named here for JMH, which records their @Params as this
   * benchmark's; the trial reads the values from BenchmarkParams (ForkStart). */
  @Setup(Level.Trial)
  public void connect(BenchmarkParams params, ConnectParams connect, LinkParams link,
      PairParams pair, RowParams rows, ClientParams client) throws SQLException {
    trial = FetchTrial.open(params, FetchThroughput::measureBeforehand);
  }

  /* What fetch size the driver really uses (counted on a connection apart), and the heap one
   * open result set holds at it: before warming up, so their GCs touch no figure. */
  private static Observed measureBeforehand(FetchTrial.Side side) throws SQLException {
    return LinkFacts.probed(side.cell().scenario(), side.reached())
        .with(Facts.HEAP_RETAINED, RetainedHeap.bytes(side.session()));
  }

  /* FetchProfile samples only in a profiling fork (nnebench.profile); elsewhere it is idle. */
  @Benchmark
  public FetchResult fetch(FetchCounters counters, FetchProfile profile) {
    return trial.fetch(counters, SHAPE);
  }

  @TearDown(Level.Trial)
  public void close() throws SQLException {
    trial.close();
  }
}
