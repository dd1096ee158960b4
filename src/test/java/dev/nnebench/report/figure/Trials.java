package dev.nnebench.report.figure;

import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Rows;
import dev.nnebench.results.Trial;

/** Builds trial rows for report tests: a benchmark, a score and some columns. */
public final class Trials {
  private Trials() {}

  public static Trial of(String benchmark, double score, double error, String... columns) {
    return Rows.of(benchmark, score, error, columns);
  }

  /** A fetch trial with per-second counters: CPU ns, bytes and cells. */
  public static Trial fetch(String encryption, String checksum, String fetchSize, double cpuNanos,
      double bytes, double cells) {
    return fetch("narrow", "true", encryption, checksum, fetchSize, cpuNanos, bytes, cells);
  }

  /** A fetch trial of a named shape with jce (useJCEAPI) true or false. */
  public static Trial fetch(String shape, String jce, String encryption, String checksum,
      String fetchSize, double cpuNanos, double bytes, double cells) {
    return of(Benchmark.FETCH.text(), 1, 0.01,
        "param.encryption", encryption, "param.checksum", checksum, "param.fetchSize", fetchSize,
        "param.shape", shape, "param.jce", jce, "param.driver", "23",
        "aux.cpuNanos", Double.toString(cpuNanos), "aux.cpuNanos.error", "0",
        "aux.bytes", Double.toString(bytes), "aux.bytes.error", "0",
        "aux.cells", Double.toString(cells), "aux.cells.error", "0");
  }

  /**
   * A fetch trial with measured iterations: CPU s/GB around {@code cpuPerGb} with a small
   * scatter (the same pattern every time), 100 MB per iteration.
   */
  public static Trial measuredFetch(String driver, String jce, String encryption, String checksum,
      String fetchSize, double cpuPerGb) {
    double[] wobble = {1.00, 1.01, 0.99, 1.02, 0.98, 1.00, 1.01, 0.99, 1.00, 1.02};
    StringBuilder cpu = new StringBuilder();
    StringBuilder bytes = new StringBuilder();
    for (double w : wobble) {
      cpu.append(cpuPerGb * w * 1e8).append(' ');
      bytes.append(1e8).append(' ');
    }
    return of(Benchmark.FETCH.text(), 1, 0.01, "param.driver", driver, "param.jce", jce,
        "param.encryption", encryption, "param.checksum", checksum, "param.fetchSize",
        fetchSize, "param.shape", "small",
        "aux.cpuNanos", Double.toString(cpuPerGb * 1e8), "aux.cpuNanos.error", "0",
        "aux.bytes", "1e8", "aux.bytes.error", "0",
        Trial.SERIES + "aux.cpuNanos", cpu.toString().trim(),
        Trial.SERIES + "aux.bytes", bytes.toString().trim());
  }
}
