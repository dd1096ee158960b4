package dev.nnebench.results;

import java.util.Arrays;
import java.util.Optional;

/**
 * The benchmarks, compared as constants: each with the name results.csv's {@code benchmark}
 * column gives it (the JMH class's simple name and the method, e.g. {@code
 * FetchThroughput.fetch}).
 */
public enum Benchmark {
  FETCH("FetchThroughput.fetch"),
  /** diagnose's fetch of a user's query (counted, not verified) instead of a shape. */
  QUERY("QueryFetch.fetch"),
  OPEN("ConnectCost.open"),
  POOLED("ConnectCost.pooled"),
  POOL("PoolThroughput.fetch"),
  STORM("ConnectStorm.storm"),
  ENCRYPT("CipherThroughput.encrypt"),
  DECRYPT("CipherThroughput.decrypt"),
  DIGEST("ChecksumThroughput.digest"),
  SERVING("ServingCost.serve");

  private final String text;

  Benchmark(String text) {
    this.text = text;
  }

  /** The name in the {@code benchmark} column. */
  public String text() {
    return text;
  }

  /** The JMH class's simple name, e.g. {@code FetchThroughput}: the key of per-class settings. */
  public String className() {
    return text.substring(0, text.indexOf('.'));
  }

  /** Whether the benchmark connects to a target (the crypto and serving ones need none). */
  public boolean connects() {
    return fetches() || this == OPEN || this == POOLED || this == POOL || this == STORM;
  }

  /** Whether the benchmark fetches rows one session at a time (a shape's or a user's query). */
  public boolean fetches() {
    return this == FETCH || this == QUERY;
  }

  /** Whether {@code trial} is a trial of this benchmark. */
  public boolean ran(Trial trial) {
    return trial.benchmark().equals(text);
  }

  /** The benchmark the {@code benchmark} column names, if it is one of these. */
  public static Optional<Benchmark> of(String text) {
    return Arrays.stream(values()).filter(b -> b.text.equals(text)).findFirst();
  }

  /** The benchmarks of the JMH class {@code simpleName}. */
  public static boolean anyOfClass(String simpleName, java.util.function.Predicate<Benchmark> p) {
    return Arrays.stream(values()).anyMatch(b -> b.className().equals(simpleName) && p.test(b));
  }
}
