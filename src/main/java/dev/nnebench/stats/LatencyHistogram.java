package dev.nnebench.stats;

import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Latencies in nanoseconds, counted by many threads at once into log-linear buckets (exact below
 * 64 ns, then 32 buckets per power of two: a bucket spans at most 1/32 of its values, and its
 * midpoint is within 1.6 % of any value in it), so a percentile costs no sorting and recording
 * costs one atomic increment.
 */
public final class LatencyHistogram {
  /* Values below 2^SUB_BITS get a bucket each; above, the top SUB_BITS bits pick the bucket. */
  private static final int SUB_BITS = 6;
  private static final int EXACT = 1 << SUB_BITS;
  private static final int HALF = EXACT / 2;
  private final AtomicLongArray counts = new AtomicLongArray(index(Long.MAX_VALUE) + 1);

  /** Counts one latency; a negative one (a clock step) counts as 0. */
  public void record(long nanos) {
    counts.incrementAndGet(index(Math.max(0, nanos)));
  }

  /** How many latencies were recorded. */
  public long count() {
    long n = 0;
    for (int i = 0; i < counts.length(); i++) {
      n += counts.get(i);
    }
    return n;
  }

  /**
   * The latency below or at which a fraction {@code q} (0 &lt; q &lt;= 1) of the recorded ones
   * lie (the nearest-rank percentile), as its bucket's midpoint; 0 when none were recorded.
   */
  public long percentile(double q) {
    if (!(q > 0 && q <= 1)) {
      throw new IllegalArgumentException("a percentile is a fraction in (0, 1], got " + q);
    }
    long total = count();
    long rank = Math.max(1, (long) Math.ceil(q * total));
    long seen = 0;
    for (int i = 0; i < counts.length() && total > 0; i++) {
      seen += counts.get(i);
      if (seen >= rank) {
        return midpoint(i);
      }
    }
    return 0;
  }

  static int index(long value) {
    if (value < EXACT) {
      return (int) value;
    }
    int shift = 63 - Long.numberOfLeadingZeros(value) - (SUB_BITS - 1);
    return shift * HALF + (int) (value >>> shift);
  }

  /* Inverse of index: the middle of the values that land in bucket i. */
  static long midpoint(int i) {
    if (i < EXACT) {
      return i;
    }
    int shift = i / HALF - 1;
    long low = (long) (i - shift * HALF) << shift;
    return low + ((1L << shift) - 1) / 2;
  }
}
