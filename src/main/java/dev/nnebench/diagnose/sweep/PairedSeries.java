package dev.nnebench.diagnose.sweep;

import dev.nnebench.results.Columns;
import dev.nnebench.results.Trial;
import dev.nnebench.stats.Series;
import java.util.Optional;
import java.util.function.DoubleBinaryOperator;

/**
 * Per-iteration figures of one paired FetchThroughput trial: the settings in force are its own
 * side, the candidate its counterpart ({@code ...Peer} counters). Counters are per second of the
 * same iteration, so their quotients are per fetch whatever the iteration's length.
 */
final class PairedSeries {
  static final String WALL = "wallNanos";
  static final String CPU = "cpuNanos";
  static final String ALLOCATED = "allocBytes";
  static final String ROUND_TRIPS = "roundTrips";
  static final String ROWS = "rows";
  static final String BYTES_FROM_SERVER = "bytesFromServer";
  static final String PEER = "Peer";

  private PairedSeries() {}

  /**
   * Own over counterpart of {@code counter}: each operation fetches both sides once, so this is
   * per fetch (and stays defined for a query that returns no rows). Above 1, the candidate costs
   * less.
   */
  static Optional<Series> speedup(Trial t, String counter) {
    return combine(t, Columns.aux(counter), Columns.aux(counter + PEER), (a, b) -> a / b);
  }

  /** Milliseconds per fetch of a nanosecond {@code counter} on one side ({@code ""}, PEER). */
  static Optional<Series> msPerFetch(Trial t, String counter, String side) {
    return millionthsPerFetch(t, counter, side);
  }

  /** {@code counter} per fetch over a million (ns to ms, bytes to MB) on one side. */
  static Optional<Series> millionthsPerFetch(Trial t, String counter, String side) {
    return combine(t, Columns.aux(counter + side), Trial.SCORE, (n, fetches) -> n / fetches / 1e6);
  }

  /** {@code counter} per fetch on one side ({@code ""}, PEER), e.g. round trips per fetch. */
  static Optional<Series> perFetch(Trial t, String counter, String side) {
    return combine(t, Columns.aux(counter + side), Trial.SCORE, (n, fetches) -> n / fetches);
  }

  /**
   * Rows per round trip on one side, where round trips were counted (over a link): both sides
   * fetch the same rows, which only the own side counts.
   */
  static Optional<Series> rowsPerRoundTrip(Trial t, String side) {
    return combine(t, Columns.aux(ROWS), Columns.aux(ROUND_TRIPS + side), (rows, trips) -> rows
        / trips);
  }

  /** Own minus counterpart milliseconds per fetch of {@code counter}. */
  static Optional<Series> msPerFetchDifference(Trial t, String counter) {
    return msPerFetch(t, counter, "").flatMap(own -> msPerFetch(t, counter, PEER)
        .map(peer -> own.combine(peer, (a, b) -> a - b)));
  }

  /** Own wall minus own CPU per fetch: what the fetching thread spent waiting. */
  static Optional<Series> waitingMs(Trial t) {
    return msPerFetch(t, WALL, "").flatMap(wall -> msPerFetch(t, CPU, "")
        .map(cpu -> wall.combine(cpu, (a, b) -> a - b)));
  }

  private static Optional<Series> combine(Trial t, String top, String bottom,
      DoubleBinaryOperator op) {
    Optional<Series> a = t.series(top);
    Optional<Series> b = t.series(bottom);
    return a.isPresent() && b.isPresent() ? Optional.of(a.get().combine(b.get(), op))
        : Optional.empty();
  }
}
