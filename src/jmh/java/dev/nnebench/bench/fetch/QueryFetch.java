package dev.nnebench.bench.fetch;

import dev.nnebench.bench.params.ClientParams;
import dev.nnebench.bench.params.ConnectParams;
import dev.nnebench.bench.params.LinkParams;
import dev.nnebench.bench.params.PairParams;
import dev.nnebench.bench.params.RowParams;
import dev.nnebench.cell.Observed;
import dev.nnebench.fetch.FetchResult;
import dev.nnebench.fetch.FetchRun;
import dev.nnebench.fetch.InterleavedFetch;
import dev.nnebench.fetch.ReadOnlyTransaction;
import dev.nnebench.fetch.Session;
import dev.nnebench.run.fork.ForkQuery;
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
 * What a user's own query costs to fetch ({@code nnebench diagnose --query}), timed and counted
 * as {@link FetchThroughput} does a shape, paired the same way. The SQL reaches the fork in a
 * file ({@link ForkQuery}), never on a command line. Its rows are counted, not verified (nothing
 * says what they should be); both sides fetch in a read-only transaction rolled back at the end
 * of the trial, and a fetch past the timeout diagnose gives is cancelled. A user's query runs no
 * more often than the sweep needs: no round-trip probe, no heap measurement. The parameters are
 * FetchThroughput's, so diagnose hands both the same cell (the shape is recorded, not fetched).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class QueryFetch {
  private FetchTrial trial;
  private FetchTrial.Fetcher query;

  /* The parameter states are named here for JMH (see FetchThroughput). */
  @Setup(Level.Trial)
  public void connect(BenchmarkParams params, ConnectParams connect, LinkParams link,
      PairParams pair, RowParams rows, ClientParams client) throws SQLException {
    String sql = ForkQuery.fromSystemProperties().orElseThrow(() -> new IllegalStateException(
        "QueryFetch fetches the query in the file -D" + ForkQuery.FILE_PROPERTY + " names;"
        + " none was given"));
    int timeout = ForkQuery.timeoutSeconds();
    long maxRows = ForkQuery.maxRows(); // diagnose's part of a slow result
    query = new FetchTrial.Fetcher(s -> FetchRun.runQuery(s, sql, timeout, maxRows),
        (a, b) -> InterleavedFetch.run(a, b, sql, timeout, maxRows));
    trial = FetchTrial.open(params, side -> {
      ReadOnlyTransaction.begin(side.session().connection());
      return Observed.NONE;
    });
  }

  /* FetchProfile samples only in a profiling fork (nnebench.profile); elsewhere it is idle. */
  @Benchmark
  public FetchResult fetch(FetchCounters counters, FetchProfile profile) {
    return trial.fetch(counters, query);
  }

  @TearDown(Level.Trial)
  public void close() throws SQLException {
    for (Session s : trial.sessions()) {
      ReadOnlyTransaction.end(s.connection());
    }
    trial.close();
  }
}
