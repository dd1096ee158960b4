package dev.nnebench.fetch;

import dev.nnebench.driver.DriverDataSource;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.link.WireTally;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.shape.Shape;
import dev.nnebench.target.LinkedTarget;
import dev.nnebench.target.Target;
import java.sql.SQLException;
import java.util.OptionalLong;

/**
 * The rows per round trip a cell's fetch really makes, counted on a probe connection of its own
 * through a relay that adds no delay: the driver's own choice when the application sets no fetch
 * size (driver 23 tunes it from the row size), and a check of the asked one otherwise. It runs
 * outside any measurement (a trial's setup), so its relay costs the measured fetches nothing.
 * Reads at most {@value #MAX_ROWS} rows and about {@value #MAX_BYTES} bytes (never fewer than
 * {@value #MIN_ROWS} rows): dozens of round trips at any size a driver chooses (up to 250 rows),
 * not a gigabyte per trial.
 */
public final class RoundTripProbe {
  static final long MAX_ROWS = 20_000;
  static final long MIN_ROWS = 2_000;
  static final long MAX_BYTES = 20_000_000;

  /**
   * What the probe read and the round trips it took (the execute's included); of those, the LOB
   * calls (length, read, ...) for a whole fetch of the shape, when the target counts them (the
   * loopback double; empty elsewhere and for shapes without LOBs).
   */
  public record Count(long rows, long roundTrips, OptionalLong lobRoundTrips) {
    /** Rows per round trip, or 0 when none was counted. */
    public double rowsPerRoundTrip() {
      return roundTrips == 0 ? 0 : (double) rows / roundTrips;
    }
  }

  private RoundTripProbe() {}

  /** Counts one fetch of {@code scenario}'s shape on {@code target}. */
  public static Count count(Scenario scenario, Target target) throws SQLException {
    try (LinkedTarget linked = LinkedTarget.over(target, LinkSpec.NONE);
        Session session = Connector.open(scenario, linked.target())) {
      return count(session, linked);
    }
  }

  /** The round trips one open and close of {@code scenario} on {@code target} makes. */
  public static long connectRoundTrips(Scenario scenario, Target target) throws SQLException {
    try (LinkedTarget linked = LinkedTarget.over(target, LinkSpec.NONE)) {
      DriverDataSource source = Connector.dataSource(scenario, linked.target());
      WireTally.Counts before = linked.counts();
      source.getConnection().close();
      return linked.counts().minus(before).roundTrips();
    }
  }

  /* Wide rows (the 1gb shape's are 10 KB) are read fewer, never below MIN_ROWS. */
  public static long rowsToRead(Shape shape) {
    long rowBytes = Math.max(1, (long) shape.cellsPerRow() * shape.width());
    return Math.min(MAX_ROWS, Math.max(MIN_ROWS, MAX_BYTES / rowBytes));
  }

  private static Count count(Session session, LinkedTarget linked) {
    Shape shape = session.scenario().shape();
    boolean lobs = hasLobs(shape);
    OptionalLong lobsBefore = lobs ? LobCallCount.read(session.connection()) : OptionalLong.empty();
    WireTally.Counts before = linked.counts();
    long rows;
    try (Cursor cursor = FetchRun.open(session, null, 0, false, ThreadMeters.start())) {
      cursor.read(rowsToRead(shape));
      rows = cursor.tally().rows;
    }
    long trips = linked.counts().minus(before).roundTrips();
    OptionalLong lobsAfter = lobs ? LobCallCount.read(session.connection()) : OptionalLong.empty();
    return new Count(rows, trips, lobsBefore.isPresent() && lobsAfter.isPresent() && rows > 0
        ? OptionalLong.of(Math.round((double) (lobsAfter.getAsLong() - lobsBefore.getAsLong())
            * shape.rows() / rows)) : OptionalLong.empty());
  }

  private static boolean hasLobs(Shape shape) {
    return shape.types().stream().anyMatch(t -> t.kind().lob());
  }
}
