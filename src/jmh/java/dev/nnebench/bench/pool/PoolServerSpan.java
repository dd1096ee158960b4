package dev.nnebench.bench.pool;

import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.fetch.ServerCharges;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The server time a pool's borrows were charged over a trial, as the server's own views give it
 * for every session of the pool (V$SESS_TIME_MODEL, V$SESSION_EVENT; {@link ServerCharges}): read
 * on all its connections, borrowed at once while no client runs, at the trial's start and end.
 * Each session is read twice back to back at the start, so what reading costs (its own executes,
 * which a server model charges like any other) comes out. Per borrow: one borrow is one fetch.
 */
final class PoolServerSpan {
  private static final ServerCharges NOTHING = new ServerCharges(0, 0, 0, 0, 0);

  private final ServerCharges reading;
  private final ServerCharges start;
  private final long fetchesAtStart;

  private PoolServerSpan(ServerCharges reading, ServerCharges start, long fetchesAtStart) {
    this.reading = reading;
    this.start = start;
    this.fetchesAtStart = fetchesAtStart;
  }

  /** Starts the span on every connection of {@code pool}, before its clients run. */
  static PoolServerSpan start(FetchPool pool) throws SQLException {
    return pool.withEveryConnection(connections -> {
      ServerCharges first = sum(connections);
      ServerCharges second = sum(connections);
      return new PoolServerSpan(second.minus(first), second, pool.fetches());
    });
  }

  /** The charges per borrow since the start, as row facts; after the clients stopped. */
  Observed end(FetchPool pool) throws SQLException {
    ServerCharges end = pool.withEveryConnection(PoolServerSpan::sum);
    ServerCharges per = end.perOperation(start, reading, pool.fetches() - fetchesAtStart);
    return Observed.NONE.with(Facts.SERVER_CPU_PER_FETCH, ms(per.cpuMicros()))
        .with(Facts.SERVER_WAIT_PER_FETCH, ms(per.waitMicros()))
        .with(Facts.SERVER_QUEUE_PER_FETCH, ms(per.queueMicros()))
        .with(Facts.SERVER_DB_TIME_PER_FETCH, ms(per.dbTimeMicros()));
  }

  /* Every session's charges added up (a - (0 - b) is a + b in ServerCharges' own arithmetic),
   * read on all sessions at once: a model charges the reads' own executes, which queue for its
   * CPUs like any other, so one after another they would take the pool size times as long. */
  private static ServerCharges sum(List<Connection> connections) throws SQLException {
    ExecutorService readers = Executors.newFixedThreadPool(connections.size());
    try {
      List<Future<ServerCharges>> reads = new ArrayList<>();
      for (Connection c : connections) {
        reads.add(readers.submit(() -> ServerCharges.read(c)));
      }
      return total(reads);
    } finally {
      readers.shutdown();
    }
  }

  /* Every read is waited for, after a failed one too: a reader interrupted in a call has the
   * driver close its connection, which the pool would then lend a client (ORA-17008). */
  private static ServerCharges total(List<Future<ServerCharges>> reads) throws SQLException {
    ServerCharges total = NOTHING;
    SQLException failed = null;
    for (Future<ServerCharges> read : reads) {
      try {
        total = total.minus(NOTHING.minus(read.get()));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new SQLException("interrupted while reading the server's views", e);
      } catch (ExecutionException e) {
        failed = failed != null ? failed : e.getCause() instanceof SQLException s ? s
            : new SQLException("reading the server's views failed", e.getCause());
      }
    }
    if (failed != null) {
      throw failed;
    }
    return total;
  }

  private static double ms(long micros) {
    return micros / 1e3;
  }
}
