package dev.nnebench.stats;

import java.util.Arrays;
import java.util.List;
import java.util.function.DoubleBinaryOperator;

/**
 * A trial's measured iterations, kept per fork: what intervals and steadiness are computed from.
 * Text form: values separated by spaces, forks by {@code |}.
 */
public record Series(List<double[]> forks) {
  public Series {
    forks = forks.stream().map(double[]::clone).toList();
    if (forks.isEmpty() || forks.stream().anyMatch(f -> f.length == 0)) {
      throw new IllegalArgumentException("a series needs at least one value per fork");
    }
  }

  public static Series of(double... values) {
    return new Series(List.of(values));
  }

  /** Parses the text form; throws IllegalArgumentException naming the bad value. */
  public static Series parse(String text) {
    return new Series(Arrays.stream(text.split("\\|"))
        .map(String::trim)
        .map(fork -> Arrays.stream(fork.split("\\s+")).mapToDouble(Series::number).toArray())
        .toList());
  }

  private static double number(String value) {
    try {
      return Double.parseDouble(value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("not a number in an iteration series: " + value);
    }
  }

  /** Iteration by iteration {@code op(this, other)}, e.g. CPU ns over bytes of the same iteration. */
  public Series combine(Series other, DoubleBinaryOperator op) {
    if (other.forks.size() != forks.size()) {
      throw new IllegalArgumentException("series of different fork counts cannot be combined");
    }
    return new Series(java.util.stream.IntStream.range(0, forks.size())
        .mapToObj(i -> combine(forks.get(i), other.forks.get(i), op)).toList());
  }

  private static double[] combine(double[] a, double[] b, DoubleBinaryOperator op) {
    if (a.length != b.length) {
      throw new IllegalArgumentException("series of different lengths cannot be combined");
    }
    double[] out = new double[a.length];
    Arrays.setAll(out, i -> op.applyAsDouble(a[i], b[i]));
    return out;
  }

  /** This series without the first {@code cuts[f]} values of each fork f. */
  public Series dropLeading(int[] cuts) {
    if (cuts.length != forks.size()) {
      throw new IllegalArgumentException("one cut per fork needed");
    }
    return new Series(java.util.stream.IntStream.range(0, forks.size())
        .mapToObj(f -> Arrays.copyOfRange(forks.get(f), cuts[f], forks.get(f).length)).toList());
  }

  /** The text form {@link #parse} reads. */
  public String text() {
    return forks.stream().map(f -> Arrays.stream(f).mapToObj(Double::toString)
        .collect(java.util.stream.Collectors.joining(" ")))
        .collect(java.util.stream.Collectors.joining(" | "));
  }

  /** Every iteration of every fork, in order. */
  public double[] pooled() {
    return forks.stream().flatMapToDouble(Arrays::stream).toArray();
  }

  /**
   * The mean over forks of each fork's median: a fork's JIT settles in one of a few steady
   * states (one fetch cell's forks can sit at 4.3 and at 4.9-5.0 CPU s/GB), so the forks
   * are averaged, while within a fork the median keeps one slow iteration from moving it.
   */
  public double centre() {
    return forks.stream().mapToDouble(Robust::median).average().orElseThrow();
  }

  /** The forks of every series in {@code parts}, as the forks of one series. */
  public static Series join(List<Series> parts) {
    return new Series(parts.stream().flatMap(p -> p.forks.stream()).toList());
  }

  public int size() {
    return forks.stream().mapToInt(f -> f.length).sum();
  }
}
