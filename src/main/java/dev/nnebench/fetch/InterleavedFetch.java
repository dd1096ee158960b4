package dev.nnebench.fetch;

/**
 * Two sessions' fetches interleaved on one thread: both queries open, then a chunk of rows from
 * one, a chunk from the other, until both are read. Each chunk is charged to the side that read
 * it, so a spell of the machine (another process, a GC, a JIT compile) falls on both sides
 * within a few round trips of each other instead of on one whole fetch: the ratio of the two
 * sides keeps it out. A chunk is the larger fetch size of the two, so each of the smaller side's
 * chunks holds whole round trips and the larger side makes one round trip per chunk.
 */
public final class InterleavedFetch {
  private InterleavedFetch() {}

  private static final long DRIVER_CHOICE_CHUNK = 250;

  /**
   * The two sides' results, in the order they were given; {@code secondFetches}: how many whole
   * fetches the second side's result is the mean of (1 unless {@link PacedFetch} repeated it).
   */
  public record Pair(FetchResult first, FetchResult second, long secondFetches) {
    public Pair(FetchResult first, FetchResult second) {
      this(first, second, 1);
    }
  }

  /** Fetches both sessions' shapes, each verified as {@link FetchRun#run} does. */
  public static Pair run(Session first, Session second) {
    return run(first, second, null, 0);
  }

  /**
   * Fetches {@code sql} on both sessions (null: each session's shape, verified), cancelled by
   * the driver after {@code timeoutSeconds} (0: never). User time is not split between the sides
   * (reading it costs a /proc read per chunk): both results carry -1.
   */
  public static Pair run(Session first, Session second, String sql, int timeoutSeconds) {
    return run(first, second, sql, timeoutSeconds, Long.MAX_VALUE);
  }

  /** As above, each side reading at most {@code maxRows} rows (a query's first rows). */
  public static Pair run(Session first, Session second, String sql, int timeoutSeconds,
      long maxRows) {
    long chunk = Math.max(chunk(first), chunk(second));
    ThreadMeters meters = ThreadMeters.start();
    try (Cursor a = FetchRun.open(first, sql, timeoutSeconds, false, meters);
        Cursor b = FetchRun.open(second, sql, timeoutSeconds, false, meters)) {
      boolean more = true;
      long left = maxRows;
      while (more && left > 0) {
        long n = Math.min(chunk, left);
        more = a.read(n) | b.read(n); // not ||: each side reads its own chunk
        left -= n;
      }
      a.close();
      b.close();
      return new Pair(result(a, sql), result(b, sql));
    }
  }

  /* A side the driver sizes reads by its largest choice (driver 23 tunes up to 250 rows). */
  static long chunk(Session s) {
    return s.scenario().setsFetchSize() ? s.scenario().fetchSize() : DRIVER_CHOICE_CHUNK;
  }

  static FetchResult result(Cursor cursor, String sql) {
    Tally t = cursor.tally();
    t.userNanos = -1;
    return FetchRun.result(cursor.session(), t, sql);
  }
}
