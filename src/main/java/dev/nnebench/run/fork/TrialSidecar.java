package dev.nnebench.run.fork;

import dev.nnebench.cell.Observed;
import dev.nnebench.failure.ServerError;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeSet;
import java.util.stream.Stream;
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
  /* The ORA code of the server error that failed the trial; only a failed trial has it. */
  private static final String FAILURE = "failure.oraCode";
  /* 128 bits: no two trials of a run collide. */
  private static final int DIGEST_BYTES = 16;

  private TrialSidecar() {}

  /** Records what the trial {@code params} describes observed; the last write wins. */
  public static void write(BenchmarkParams params, Observed observed) {
    Properties properties = new Properties();
    observed.forEach(properties::setProperty);
    store(params, properties);
  }

  /** Adds {@code more} to what the trial {@code params} describes has recorded so far. */
  public static void add(BenchmarkParams params, Observed more) {
    String dir = System.getProperty(DIRECTORY_PROPERTY);
    if (dir == null) {
      return;
    }
    try {
      write(params, read(Path.of(dir), params).withAll(more));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read trial sidecar in " + dir, e);
    }
  }

  /**
   * Records {@code observed} and the server error behind {@code failure}, if any, for the trial
   * {@code params} describes, so the runner can tell what failed it (see {@link #failure}).
   */
  public static void failed(BenchmarkParams params, Observed observed, Throwable failure) {
    ServerError.of(failure).ifPresent(error -> {
      Properties properties = new Properties();
      observed.forEach(properties::setProperty);
      properties.setProperty(FAILURE, Integer.toString(error.oraCode()));
      store(params, properties);
    });
  }

  private static void store(BenchmarkParams params, Properties properties) {
    String dir = System.getProperty(DIRECTORY_PROPERTY);
    if (dir == null) {
      return;
    }
    Path file = Path.of(dir).resolve(key(params) + SUFFIX);
    try {
      Files.createDirectories(file.getParent());
      try (OutputStream out = Files.newOutputStream(file)) {
        properties.store(out, description(params));
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write trial sidecar " + file, e);
    }
  }

  /** A file beside the trial's sidecar ending in {@code suffix}; empty outside a run. */
  public static Optional<Path> beside(BenchmarkParams params, String suffix) {
    String dir = System.getProperty(DIRECTORY_PROPERTY);
    return dir == null ? Optional.empty()
        : Optional.of(Path.of(dir).resolve(key(params) + suffix));
  }

  /** The server error a trial under {@code dir} recorded when it failed, if one did. */
  public static Optional<ServerError> failure(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      return Optional.empty();
    }
    try (Stream<Path> files = Files.list(dir)) {
      for (Path file : files.filter(f -> f.toString().endsWith(SUFFIX)).sorted().toList()) {
        String code = load(file).getProperty(FAILURE);
        if (code != null) {
          return Optional.of(new ServerError(Integer.parseInt(code.trim())));
        }
      }
    }
    return Optional.empty();
  }

  /** What the trial {@code params} describes recorded under {@code dir}; none when nothing. */
  public static Observed read(Path dir, BenchmarkParams params) throws IOException {
    Path file = dir.resolve(key(params) + SUFFIX);
    if (!Files.exists(file)) {
      return Observed.NONE;
    }
    Properties properties = load(file);
    Observed read = Observed.NONE;
    properties.remove(FAILURE); // the runner's, read by failure(), not a fact of the row
    for (String name : new TreeSet<>(properties.stringPropertyNames())) {
      read = read.withDeclared(name, properties.getProperty(name));
    }
    return read;
  }

  private static Properties load(Path file) throws IOException {
    Properties properties = new Properties();
    try (var in = Files.newInputStream(file)) {
      properties.load(in);
    }
    return properties;
  }

  /*
   * A file name of bounded length (file systems stop at 255 bytes, and a trial's parameters, a
   * shape spec or a counterpart among them, exceed it): the benchmark's method, then a digest of
   * the benchmark and its sorted parameter values. The file's comment line spells them out.
   */
  static String key(BenchmarkParams params) {
    String benchmark = params.getBenchmark();
    String method = benchmark.substring(benchmark.lastIndexOf('.', benchmark.lastIndexOf('.') - 1)
        + 1);
    return method + "_" + digest(description(params));
  }

  private static String description(BenchmarkParams params) {
    StringBuilder text = new StringBuilder(params.getBenchmark());
    new TreeSet<>(params.getParamsKeys())
        .forEach(k -> text.append(' ').append(k).append('=').append(params.getParam(k)));
    return text.toString();
  }

  private static String digest(String text) {
    try {
      byte[] hash = MessageDigest.getInstance("SHA-256")
          .digest(text.getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(hash, 0, DIGEST_BYTES);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }
}
