package dev.nnebench.bench.fork;

import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.fetch.ServerCharges;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * The server time a session's operations were charged over a trial, read from the server's
 * views at its start and end: a calibration pair of readings taken back to back first (after
 * one that warms the path), so what reading costs is taken out (server-time.md). Per
 * operation, for the trial's row.
 */
public final class ServerSpan {
  private final ServerCharges reading;
  private final ServerCharges start;

  private ServerSpan(ServerCharges reading, ServerCharges start) {
    this.reading = reading;
    this.start = start;
  }

  /** Starts the span on {@code c}'s session. */
  public static ServerSpan start(Connection c) throws SQLException {
    ServerCharges.read(c); // a server's first reading costs more (a double's first queries warm it)
    ServerCharges first = ServerCharges.read(c);
    ServerCharges second = ServerCharges.read(c);
    return new ServerSpan(second.minus(first), second);
  }

  /** The charges per operation since the start, {@code ops} operations later, as row facts. */
  public Observed end(Connection c, long ops) throws SQLException {
    ServerCharges per = ServerCharges.read(c).perOperation(start, reading, ops);
    return Observed.NONE.with(Facts.SERVER_CPU_PER_FETCH, ms(per.cpuMicros()))
        .with(Facts.SERVER_WAIT_PER_FETCH, ms(per.waitMicros()))
        .with(Facts.SERVER_QUEUE_PER_FETCH, ms(per.queueMicros()))
        .with(Facts.SERVER_DB_TIME_PER_FETCH, ms(per.dbTimeMicros()));
  }

  private static double ms(long micros) {
    return micros / 1e3;
  }
}
