package dev.nnebench.bench;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.TreeSet;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * What a trial learned in its forked JVM that JMH does not carry back, such as the algorithms the
 * driver negotiated: written from {@code @Setup} to the directory the runner names with {@code
 * -Dnnebench.sidecars}, read back by the runner when it builds the trial's row. Outside a run
 * (no property) nothing is written.
 */
public final class TrialSidecar {
  public static final String DIRECTORY_PROPERTY = "nnebench.sidecars";
  private static final String SUFFIX = ".properties";

  private TrialSidecar() {}

  /** Records {@code values} for the trial {@code params} describes; the last write wins. */
  public static void write(BenchmarkParams params, Map<String, String> values) {
    String dir = System.getProperty(DIRECTORY_PROPERTY);
    if (dir == null) {
      return;
    }
    Properties properties = new Properties();
    properties.putAll(values);
    Path file = Path.of(dir).resolve(key(params) + SUFFIX);
    try {
      Files.createDirectories(file.getParent());
      try (OutputStream out = Files.newOutputStream(file)) {
        properties.store(out, params.getBenchmark());
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write trial sidecar " + file, e);
    }
  }

  /** The values recorded for {@code params} under {@code dir}; empty when none were. */
  public static Map<String, String> read(Path dir, BenchmarkParams params) throws IOException {
    Path file = dir.resolve(key(params) + SUFFIX);
    Map<String, String> values = new TreeMap<>();
    if (Files.exists(file)) {
      Properties properties = new Properties();
      try (var in = Files.newInputStream(file)) {
        properties.load(in);
      }
      properties.stringPropertyNames().forEach(k -> values.put(k, properties.getProperty(k)));
    }
    return values;
  }

  /** A file-name-safe key from the benchmark and its sorted parameter values. */
  static String key(BenchmarkParams params) {
    StringBuilder key = new StringBuilder(params.getBenchmark());
    new TreeSet<>(params.getParamsKeys())
        .forEach(k -> key.append('_').append(k).append('-').append(params.getParam(k)));
    return key.toString().replaceAll("[^A-Za-z0-9._-]", "_");
  }
}
