package dev.nnebench.fetch;

import dev.nnebench.driver.Negotiated;
import dev.nnebench.scenario.Scenario;
import java.util.Optional;

/**
 * One fetch, its figures and its provenance.
 *
 * @param scenario what was asked (driver, jce, NNE, fetch size, shape, read style)
 * @param target where it ran ({@code Target.description()})
 * @param keySchedule the NNE key schedule the target made the driver use: legacy, updated or
 *     unknown ({@code Session.keyScheduleLabel()})
 * @param negotiated what the driver negotiated
 * @param jceIgnored whether the driver ignored useJCEAPI (empty when it cannot be told)
 * @param environment JDK, OS, CPU model and flags
 * @param query the SQL label: the shape's label, or "query" for a user's own SQL
 * @param rows rows read
 * @param cells cells read, ID included
 * @param bytes characters (getString) or bytes (getBytes) delivered by the driver
 * @param connectNanos wall time of opening the connection (key exchange and logon)
 * @param wallNanos wall time of execute + read all rows + close
 * @param cpuNanos CPU time of the fetching thread over the same span, or -1 if unsupported
 * @param userNanos its user-mode part (the rest is kernel time: socket calls, wake-ups), to the
 *     resolution of a clock tick, or -1 if unsupported or not split (an interleaved pair's sides)
 * @param allocatedBytes bytes the fetching thread allocated over the span (0 where the VM does not
 *     count): the driver's row buffers grow with the fetch size
 * @param digest the {@code RowDigest} of what was read
 * @param verified true when the digest equals the shape's; false for a user's query (no digest)
 */
public record FetchResult(
    Scenario scenario,
    String target,
    String keySchedule,
    Negotiated negotiated,
    Optional<Boolean> jceIgnored,
    Environment environment,
    String query,
    long rows,
    long cells,
    long bytes,
    long connectNanos,
    long wallNanos,
    long cpuNanos,
    long userNanos,
    long allocatedBytes,
    long digest,
    boolean verified) {

  private static final double NANOS_PER_SECOND = 1e9;
  private static final double BYTES_PER_MB = 1e6;
  private static final double BYTES_PER_GB = 1e9;

  public double seconds() {
    return wallNanos / NANOS_PER_SECOND;
  }

  public double megabytesPerSecond() {
    return bytes / BYTES_PER_MB / seconds();
  }

  public double rowsPerSecond() {
    return rows / seconds();
  }

  public double cellsPerSecond() {
    return cells / seconds();
  }

  /** CPU seconds of the fetching thread per GB read, or NaN when CPU time is unsupported. */
  public double cpuSecondsPerGigabyte() {
    return cpuNanos < 0 || bytes == 0 ? Double.NaN : cpuNanos / NANOS_PER_SECOND / (bytes / BYTES_PER_GB);
  }

  /** This fetch and {@code more} of the same scenario as one: counts and times summed. */
  public FetchResult plus(FetchResult more) {
    return new FetchResult(scenario, target, keySchedule, negotiated, jceIgnored, environment,
        query, rows + more.rows, cells + more.cells, bytes + more.bytes, connectNanos,
        wallNanos + more.wallNanos, sum(cpuNanos, more.cpuNanos), sum(userNanos, more.userNanos),
        allocatedBytes + more.allocatedBytes, digest, verified && more.verified);
  }

  /** The mean of {@code fetches} fetches whose sum this is. */
  public FetchResult dividedBy(long fetches) {
    return new FetchResult(scenario, target, keySchedule, negotiated, jceIgnored, environment,
        query, rows / fetches, cells / fetches, bytes / fetches, connectNanos,
        wallNanos / fetches, cpuNanos < 0 ? -1 : cpuNanos / fetches,
        userNanos < 0 ? -1 : userNanos / fetches, allocatedBytes / fetches, digest, verified);
  }

  /* -1 (not measured) in either stays -1. */
  private static long sum(long a, long b) {
    return a < 0 || b < 0 ? -1 : a + b;
  }
}
