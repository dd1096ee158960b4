package dev.nnebench.fetch;

import dev.nnebench.driver.Negotiated;
import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.link.WireTally;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.LinkedTarget;
import dev.nnebench.target.NetCompression;
import dev.nnebench.target.Target;
import java.lang.reflect.InvocationTargetException;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * What compression did to a cell's fetch: the same rows fetched twice on probe connections of
 * their own through relays that add no delay, once as the cell asks and once without compression,
 * counting the bytes the server sent each time (TLS records included under TCPS, so both are what
 * the link carries). Their ratio is the one the link saw, which the data's own zlib ratio only
 * bounds: the protocol's bytes, per-packet flushes and NNE (compressed after encryption) all
 * come between. It runs in a trial's setup, outside any measurement, and reads what {@link
 * RoundTripProbe} reads.
 */
public final class CompressionProbe {
  /** The driver interface that says whether compression was negotiated. */
  private static final String INTERNAL_API = "oracle.jdbc.internal.OracleConnection";

  /** Rows read, and the bytes the server sent for them with and without compression. */
  public record Bytes(long rows, long wireBytes, long rawBytes) {}

  private CompressionProbe() {}

  /** Fetches {@code scenario}'s shape on {@code compressed} and on {@code plain}. */
  public static Bytes measure(Scenario scenario, Target compressed, Target plain)
      throws SQLException {
    long[] wire = fetch(scenario, compressed);
    long[] raw = fetch(scenario, plain);
    return new Bytes(wire[0], wire[1], raw[1]);
  }

  /* {rows, bytes from the server} of one probe fetch. */
  private static long[] fetch(Scenario scenario, Target target) throws SQLException {
    try (LinkedTarget linked = LinkedTarget.over(target, LinkSpec.NONE);
        Session session = Connector.open(scenario, linked.target())) {
      WireTally.Counts before = linked.counts();
      long rows;
      try (Cursor cursor = FetchRun.open(session, null, 0, false, ThreadMeters.start())) {
        cursor.read(RoundTripProbe.rowsToRead(scenario.shape()));
        rows = cursor.tally().rows;
      }
      return new long[] {rows, linked.counts().minus(before).bytesFromServer()};
    }
  }

  /**
   * What the driver says of compression on {@code c}: {@code on}, {@code off}, or {@link
   * Negotiated#UNAVAILABLE} when it has no way to say.
   */
  public static String negotiated(Connection c) throws SQLException {
    try {
      Class<?> api = Class.forName(INTERNAL_API, false, c.getClass().getClassLoader());
      Object on = api.getMethod("isNetworkCompressionEnabled").invoke(c);
      return Boolean.TRUE.equals(on) ? "on" : "off";
    } catch (ClassNotFoundException | NoSuchMethodException | IllegalAccessException e) {
      return Negotiated.UNAVAILABLE;
    } catch (InvocationTargetException e) {
      if (e.getCause() instanceof SQLException s) {
        throw s;
      }
      throw new IllegalStateException("isNetworkCompressionEnabled failed: " + e.getCause(),
          e.getCause());
    }
  }

  /**
   * {@code c}'s negotiated compression, refused (exit CONNECT) when it is not what was asked: a
   * measurement of compression that did not happen would be reported as one.
   */
  public static String require(Connection c, NetCompression asked) throws SQLException {
    String got = negotiated(c);
    if (got.equals(Negotiated.UNAVAILABLE) || got.equals("on") == asked.on()) {
      return got;
    }
    throw new NnebenchException(ExitCodes.CONNECT, "asked for compression " + asked.label()
        + " but the driver negotiated " + got + (asked.on() ? "; the server must run"
        + " SQLNET.COMPRESSION=on with high in SQLNET.COMPRESSION_LEVELS" : ""));
  }
}
