package dev.nnebench.diagnose.profile;

import java.util.Locale;

/**
 * How much of the result each of the sweep's fetches reads: all of it when the profiling fetch
 * was quick, else its first rows, enough for about {@value #TARGET_MILLIS} ms at the settings in
 * force (never under {@value #MIN_ROWS} rows): per row and per round trip a fetch costs the same
 * after its first few hundred round trips, and a fetch of 20 s at every iteration of every trial
 * is what made a sweep on a slow target take an hour. Half a second, not more: an iteration
 * (1 s) then holds a paired fetch or more, so a trial's ratio rests on more fetches in the same
 * time, and its interval narrows where a loaded machine scatters single fetches (the wide shape
 * on loopback: one paired fetch's wall ratio ranged 0.95-1.65 at a load of 8). Wall time saved per fetch is scaled back to
 * the whole result, and the advice says so; a candidate's last round trip on the part may hold
 * fewer rows than on the whole (at most one round trip per part).
 *
 * @param rows the rows each sweep fetch reads
 * @param ofRows the rows of the whole result, as profiled
 */
public record PartOfResult(long rows, long ofRows) {
  public static final long TARGET_MILLIS = 500;
  public static final long MIN_ROWS = 1_000;

  /** The part of {@code profile}'s result the sweep reads. */
  public static PartOfResult of(WireProfile profile) {
    long all = profile.result().rows();
    double ms = profile.nanos() / 1e6;
    if (ms <= TARGET_MILLIS || all <= MIN_ROWS || profile.result().stoppedBy().isPresent()) {
      return new PartOfResult(all, all);
    }
    long part = Math.max(MIN_ROWS, Math.round(all * TARGET_MILLIS / ms));
    return new PartOfResult(Math.min(all, part), all);
  }

  /** Whether the sweep reads less than the whole result. */
  public boolean partial() {
    return rows < ofRows;
  }

  /** What a per-fetch figure of the part is multiplied by for the whole fetch. */
  public double scale() {
    return rows == 0 ? 1 : (double) ofRows / rows;
  }

  /** {@code measured on the first 3,300 of 34,208 rows per fetch, scaled to the whole}. */
  public String describe() {
    return partial() ? String.format(Locale.ROOT, "measured on the first %,d of %,d rows per"
        + " fetch, scaled to the whole result", rows, ofRows) : "";
  }
}
