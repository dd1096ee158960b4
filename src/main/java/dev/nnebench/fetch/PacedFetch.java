package dev.nnebench.fetch;

/**
 * Two sessions' shapes fetched interleaved as {@link InterleavedFetch} does, the second side
 * fetching its shape again, whole, as long as its wall time is under {@code pace} times the first
 * side's, for as long as the first side's one fetch lasts. Over a delayed link the two sides of a
 * fetch-size pair wait for their round trips' ratio apart (fetch size 10 vs 1000 at 2 ms: ~2.2 s
 * against ~60 ms): fetched once each, the short side's few round trips and their scatter decide
 * the ratio. Repeated, the short side's share of every operation holds as many of them as the
 * pace asks, at the same interleaving.
 *
 * <p>The second side's result is its fetches' mean (totals over their count), so every counter
 * stays per fetch of each side, as an unpaced pair's is: the ratios, per-GB and per-fetch figures
 * read the same whichever the pace.
 */
public final class PacedFetch {
  private PacedFetch() {}

  /** Fetches both sessions' shapes, each fetch verified as {@link FetchRun#run} does. */
  public static InterleavedFetch.Pair run(Session first, Session second, double pace) {
    long chunk = Math.max(InterleavedFetch.chunk(first), InterleavedFetch.chunk(second));
    ThreadMeters meters = ThreadMeters.start();
    Repeating again = new Repeating(second, meters);
    try (Cursor a = FetchRun.open(first, null, 0, false, meters)) {
      boolean more = true;
      while (more) {
        more = a.read(chunk);
        again.keepUp(chunk, (long) (pace * a.tally().wallNanos), more);
      }
      a.close();
      return new InterleavedFetch.Pair(InterleavedFetch.result(a, null), again.mean(),
          again.fetches);
    } finally {
      again.close();
    }
  }

  /** The second side: one cursor at a time, its finished fetches verified and summed. */
  private static final class Repeating implements AutoCloseable {
    private final Session session;
    private final ThreadMeters meters;
    private Cursor open;
    private FetchResult sum;
    private long fetches;

    Repeating(Session session, ThreadMeters meters) {
      this.session = session;
      this.meters = meters;
    }

    /*
     * One chunk while a fetch of this side is under way (the interleaving an unpaced pair has),
     * then, while the first side still reads, more until this side's wall time reaches
     * {@code wallGoal}, starting a new fetch when one ends; once the first side is done, the
     * fetch under way is read to its end.
     */
    void keepUp(long chunk, long wallGoal, boolean firstReads) {
      if (fetches == 0 || open != null) {
        step(chunk);
      }
      while (firstReads && wall() < wallGoal) {
        step(chunk);
      }
      while (!firstReads && open != null) {
        step(chunk);
      }
    }

    private void step(long chunk) {
      if (open == null) {
        open = FetchRun.open(session, null, 0, false, meters);
      }
      if (!open.read(chunk)) {
        open.close();
        FetchResult done = InterleavedFetch.result(open, null);
        open = null;
        sum = sum == null ? done : sum.plus(done);
        fetches++;
      }
    }

    private long wall() {
      return (sum == null ? 0 : sum.wallNanos()) + (open == null ? 0 : open.tally().wallNanos);
    }

    FetchResult mean() {
      return sum.dividedBy(fetches);
    }

    @Override
    public void close() {
      if (open != null) {
        open.close();
      }
    }
  }
}
