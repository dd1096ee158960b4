package dev.nnebench.diagnose.network;

import dev.nnebench.link.MeasuredRtt;
import java.util.Arrays;
import java.util.Locale;

/**
 * The round-trip time to the target as a fetch's round trips pay it, from many pings on one of
 * the application's connections: each ping's wall time less the CPU the fetching thread spent in
 * it (the driver building, protecting and reading the ping, cold code and all), the fastest of
 * those. What is left is the link and the server's answer to a ping; what the machine's
 * scheduling does only ever adds, so the fastest is the link's. The fastest whole ping and the
 * median are kept beside it: the gap between them and the RTT is the driver's ping cost, not the
 * network's.
 *
 * @param rttNanos the fastest ping less the thread's CPU in it: the link's round trip
 * @param fastestNanos the fastest whole ping
 * @param medianNanos the median whole ping
 * @param medianCpuNanos the fetching thread's median CPU in one ping (the driver's own cost)
 * @param typicalNanos the median ping less its CPU: what a round trip typically waits
 * @param pings how many pings were measured
 */
public record TargetRtt(long rttNanos, long fastestNanos, long medianNanos, long medianCpuNanos,
    long typicalNanos, int pings) {

  /** The figures of measured pings: wall and the thread's CPU, ping by ping. */
  static TargetRtt of(long[] wallNanos, long[] cpuNanos) {
    if (wallNanos.length == 0 || wallNanos.length != cpuNanos.length) {
      throw new IllegalArgumentException("a wall and a CPU time for each of at least one ping");
    }
    long[] waiting = new long[wallNanos.length];
    for (int i = 0; i < wallNanos.length; i++) {
      waiting[i] = Math.max(0, wallNanos[i] - cpuNanos[i]);
    }
    long[] wall = sorted(wallNanos);
    long[] waited = sorted(waiting);
    return new TargetRtt(waited[0], wall[0], wall[wall.length / 2],
        sorted(cpuNanos)[cpuNanos.length / 2], waited[waited.length / 2], wallNanos.length);
  }

  /** Pings timed on wall time alone (no thread clock): the fastest is the RTT. */
  static TargetRtt of(long[] wallNanos) {
    return of(wallNanos, new long[wallNanos.length]);
  }

  public double rttMs() {
    return rttNanos / 1e6;
  }

  /**
   * {@code 5.061 ms (the fastest of 120 pings less the driver's CPU in each; whole pings: fastest
   * 5.210 ms, median 5.600 ms, of which the driver's CPU 0.140 ms)}.
   */
  public String describe() {
    return MeasuredRtt.ms(rttNanos) + String.format(Locale.ROOT, " (the fastest of %d pings on"
        + " the application's connection less the driver's CPU in each; whole pings: fastest %s,"
        + " median %s, of which the driver's CPU %s)", pings, MeasuredRtt.ms(fastestNanos),
        MeasuredRtt.ms(medianNanos), MeasuredRtt.ms(medianCpuNanos));
  }

  private static long[] sorted(long[] values) {
    long[] s = values.clone();
    Arrays.sort(s);
    return s;
  }
}
