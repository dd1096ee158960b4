package dev.nnebench.bench.run;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How long and how often JMH measures, plus parameter overrides: what a preset fixes. Read from
 * the {@code jmh.*} keys of a preset file on top of a parent, so a file only names what differs.
 *
 * <p>{@code controlIncludes} names the benchmarks that are run again as controls: with AES
 * intrinsics off, and on the second JDK when one is given. Empty means no control runs.
 */
public record JmhSettings(
    int forks,
    int warmupIterations,
    Duration warmupTime,
    int iterations,
    Duration iterationTime,
    List<String> includes,
    Map<String, List<String>> params,
    List<String> controlIncludes) {

  public static final String PREFIX = "jmh.";
  private static final String PARAM_PREFIX = PREFIX + "param.";
  private static final Pattern DURATION = Pattern.compile("(\\d+)\\s*(ms|s)");

  public JmhSettings {
    if (forks < 1) {
      throw new IllegalArgumentException(
          "jmh.forks must be >= 1 (a benchmark in the host JVM measures the host), got " + forks);
    }
    includes = List.copyOf(includes);
    params = Map.copyOf(params);
    controlIncludes = List.copyOf(controlIncludes);
  }

  /** This settings object with every {@code jmh.*} key in {@code file} applied on top. */
  public JmhSettings with(Properties file) {
    Map<String, List<String>> merged = new LinkedHashMap<>(params);
    for (String key : file.stringPropertyNames()) {
      if (key.startsWith(PARAM_PREFIX)) {
        merged.put(key.substring(PARAM_PREFIX.length()), list(file.getProperty(key)));
      }
    }
    return new JmhSettings(
        integer(file, "forks", forks),
        integer(file, "warmup.iterations", warmupIterations),
        duration(file, "warmup.time", warmupTime),
        integer(file, "measurement.iterations", iterations),
        duration(file, "measurement.time", iterationTime),
        listOr(file, "include", includes),
        merged,
        listOr(file, "control.include", controlIncludes));
  }

  /** This settings object with one parameter's values replaced. */
  public JmhSettings withParam(String name, List<String> values) {
    Map<String, List<String>> merged = new LinkedHashMap<>(params);
    merged.put(name, List.copyOf(values));
    return new JmhSettings(forks, warmupIterations, warmupTime, iterations, iterationTime,
        includes, merged, controlIncludes);
  }

  /** This settings object measuring only the benchmarks matching {@code patterns}. */
  public JmhSettings withIncludes(List<String> patterns) {
    return new JmhSettings(forks, warmupIterations, warmupTime, iterations, iterationTime,
        patterns, params, controlIncludes);
  }

  private static int integer(Properties file, String key, int fallback) {
    String value = file.getProperty(PREFIX + key);
    if (value == null) {
      return fallback;
    }
    try {
      return Integer.parseInt(value.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(PREFIX + key + " must be a whole number, got " + value);
    }
  }

  private static Duration duration(Properties file, String key, Duration fallback) {
    String value = file.getProperty(PREFIX + key);
    if (value == null) {
      return fallback;
    }
    Matcher m = DURATION.matcher(value.trim());
    if (!m.matches()) {
      throw new IllegalArgumentException(
          PREFIX + key + " must look like 500ms or 2s, got " + value);
    }
    long amount = Long.parseLong(m.group(1));
    return m.group(2).equals("ms") ? Duration.ofMillis(amount) : Duration.ofSeconds(amount);
  }

  private static List<String> listOr(Properties file, String key, List<String> fallback) {
    String value = file.getProperty(PREFIX + key);
    return value == null ? fallback : list(value);
  }

  /** A comma-separated list; blank means empty. */
  static List<String> list(String csv) {
    return csv.isBlank() ? List.of() : List.of(csv.trim().split("\\s*,\\s*"));
  }
}
