package dev.nnebench.link;

/**
 * An emulated link between a client and its database: a round-trip time split evenly into a
 * one-way delay per direction, a bandwidth cap per direction and an optional jitter. A round trip
 * pays the whole RTT; a stream in one direction pays the one-way delay once, then the bandwidth.
 * TCP windows are not emulated: a real link's window can bound a stream below its bandwidth.
 *
 * @param rttNanos round-trip time added on top of the path's own (0: none)
 * @param bitsPerSecond bandwidth cap per direction (0: unlimited)
 * @param jitterNanos the most a chunk's one-way delay varies either way (0: none); deterministic
 */
public record LinkSpec(long rttNanos, long bitsPerSecond, long jitterNanos) {
  /** No delay, no cap: the link the loopback path has without emulation. */
  public static final LinkSpec NONE = new LinkSpec(0, 0, 0);

  public LinkSpec {
    if (rttNanos < 0 || bitsPerSecond < 0 || jitterNanos < 0) {
      throw new IllegalArgumentException("a link's RTT, bandwidth and jitter cannot be negative");
    }
    if (jitterNanos > rttNanos / 2) {
      throw new IllegalArgumentException("jitter " + Durations.label(jitterNanos)
          + " exceeds the one-way delay " + Durations.label(rttNanos / 2)
          + "; give at most half the RTT");
    }
  }

  /** Parses the option texts, e.g. {@code ("5ms", "1gbit", "0")}. */
  public static LinkSpec parse(String rtt, String bandwidth, String jitter) {
    return new LinkSpec(Durations.parseNanos(rtt), Bandwidth.parseBitsPerSecond(bandwidth),
        Durations.parseNanos(jitter));
  }

  /** Whether this link changes anything: without it no relay is needed. */
  public boolean emulated() {
    return rttNanos > 0 || bitsPerSecond > 0;
  }

  public long oneWayNanos() {
    return rttNanos / 2;
  }

  /** The RTT as parameters and rows spell it, e.g. {@code 0.5ms}. */
  public String rttLabel() {
    return Durations.label(rttNanos);
  }

  /** The bandwidth as parameters and rows spell it, e.g. {@code 1gbit} or {@code unlimited}. */
  public String bandwidthLabel() {
    return Bandwidth.label(bitsPerSecond);
  }

  /** {@code rtt 5ms, bandwidth 1gbit} (jitter named only when set). */
  public String describe() {
    return "rtt " + rttLabel() + ", bandwidth " + bandwidthLabel()
        + (jitterNanos > 0 ? ", jitter " + Durations.label(jitterNanos) : "");
  }
}
