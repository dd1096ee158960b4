package dev.nnebench.diagnose.sweep;

import dev.nnebench.cell.Axes;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** Made-up paired FetchThroughput trials, as the sweep's results.csv holds them. */
public final class PairedTrials {
  public static final double BYTES_PER_SECOND = 1e6;

  private PairedTrials() {}

  /**
   * A trial pairing the settings in force with {@code counterpart}: per iteration, wall ms per
   * fetch of each side (CPU is half of it on both sides), 10 fetches a second, as many bytes.
   */
  public static Trial of(String counterpart, double[] ownMs, double[] peerMs) {
    Map<String, String> f = new LinkedHashMap<>();
    f.put(Trial.LEG, "main");
    f.put(Trial.BENCHMARK, Benchmark.FETCH.text());
    f.put(Trial.PARAM + "fetchSize", "10");
    f.put(Trial.PARAM + Axes.COUNTERPART.name(), counterpart);
    double[] fetches = constant(ownMs.length, 10);
    f.put(Trial.SERIES + Trial.SCORE, text(fetches));
    f.put(series("wallNanos"), text(scale(ownMs, 10 * 1e6)));
    f.put(series("wallNanosPeer"), text(scale(peerMs, 10 * 1e6)));
    f.put(series("cpuNanos"), text(scale(ownMs, 5 * 1e6)));
    f.put(series("cpuNanosPeer"), text(scale(peerMs, 5 * 1e6)));
    f.put(series("bytes"), text(constant(ownMs.length, BYTES_PER_SECOND)));
    f.put(series("bytesPeer"), text(constant(ownMs.length, BYTES_PER_SECOND)));
    return new Trial(f);
  }

  /** Ten iterations scattered ±1 % around {@code ms}, in an order of their own. */
  public static double[] around(double ms) {
    double[] v = new double[10];
    int phase = (int) ms / 10 % 5;
    Arrays.setAll(v, i -> ms * (1 + ((i + phase) % 5 - 2) * 0.005));
    return v;
  }

  private static String series(String counter) {
    return Trial.SERIES + Trial.AUX + counter;
  }

  private static double[] scale(double[] v, double factor) {
    return Arrays.stream(v).map(x -> x * factor).toArray();
  }

  private static double[] constant(int n, double value) {
    double[] v = new double[n];
    Arrays.fill(v, value);
    return v;
  }

  private static String text(double[] v) {
    return Arrays.stream(v).mapToObj(x -> String.format(Locale.ROOT, "%.6g", x))
        .collect(Collectors.joining(" "));
  }
}
