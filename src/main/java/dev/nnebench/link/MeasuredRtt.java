package dev.nnebench.link;

/**
 * A connection's round-trip time as the application sees it (the fastest of a few pings), timed
 * with the link's pacing off and on, so what the link adds is measured apart from the path and
 * the two ends: the check that the link a result names is the link it ran over.
 *
 * @param link the link asked for
 * @param withoutLinkNanos fastest ping with the link's delays off: path, relay and both ends
 * @param withLinkNanos fastest ping over the link: what a round trip of the fetch pays at least
 */
public record MeasuredRtt(LinkSpec link, long withoutLinkNanos, long withLinkNanos) {
  /* Below this a difference is the machine's scheduling, not the link. */
  private static final long FLOOR_NANOS = 100_000;
  private static final double RELATIVE = 0.10;

  /** What the link added to a round trip, as measured. */
  public long addedNanos() {
    return withLinkNanos - withoutLinkNanos;
  }

  /** Whether the added RTT is within 10 % (or 0.1 ms, whichever is larger) of what was asked. */
  public boolean asAsked() {
    long tolerance = Math.max(FLOOR_NANOS, Math.round(link.rttNanos() * RELATIVE));
    return Math.abs(addedNanos() - link.rttNanos()) <= tolerance;
  }

  /** What was asked and what was measured, with the fix, as one line. */
  public String mismatch() {
    return "the emulated link added " + ms(addedNanos()) + " to a round trip, not the "
        + ms(link.rttNanos()) + " asked (round trip " + ms(withLinkNanos) + " over it, "
        + ms(withoutLinkNanos) + " without; more than 10 % or 0.1 ms off): the machine is too"
        + " busy to emulate this link; rerun on a quieter machine or with a longer RTT";
  }

  /** {@code 5.08 ms (link 5 ms asked, path 0.09 ms)} for rows and the console. */
  public String describe() {
    return ms(withLinkNanos) + " (link " + link.rttLabel() + " asked, adds " + ms(addedNanos())
        + "; without it " + ms(withoutLinkNanos) + ")";
  }

  /** Milliseconds with three decimals, e.g. {@code 0.512 ms}. */
  public static String ms(long nanos) {
    return String.format(java.util.Locale.ROOT, "%.3f ms", nanos / 1e6);
  }
}
