package dev.nnebench.bench.run;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * The named run lengths. Each preset is its parent plus what differs; a preset file's {@code
 * jmh.*} keys (config/NAME.properties) override these defaults.
 */
public enum BenchPreset {
  /** Seconds per benchmark: proves every benchmark runs; its numbers mean nothing. */
  SMOKE(
      new JmhSettings(1, 1, Duration.ofMillis(100), 1, Duration.ofMillis(100),
          List.of(), Map.of(), List.of())),
  /*
   * Controls (AES intrinsics off, second JDK) rerun the crypto ceiling: it is what AES-NI and the
   * JDK change most; a preset file can add FetchThroughput through jmh.control.include.
   */
  /** The whole suite in under ten minutes on two cores, AES-NI control included. */
  QUICK(
      new JmhSettings(1, 2, Duration.ofMillis(500), 3, Duration.ofMillis(500),
          List.of(), Map.of(), List.of("CipherThroughput"))),
  /** Publication quality: three forks, long iterations. */
  FULL(
      new JmhSettings(3, 5, Duration.ofSeconds(1), 5, Duration.ofSeconds(2),
          List.of(), Map.of(), List.of("CipherThroughput")));

  private final JmhSettings defaults;

  BenchPreset(JmhSettings defaults) {
    this.defaults = defaults;
  }

  public JmhSettings defaults() {
    return defaults;
  }

  /** The preset's file name under config/. */
  public String fileName() {
    return name().toLowerCase(java.util.Locale.ROOT) + ".properties";
  }
}
