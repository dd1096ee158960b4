package dev.nnebench.report.figure;

import dev.nnebench.results.Trial;
import dev.nnebench.results.TrialCsv;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Run directories as nnebench bench writes them, made up: FetchThroughput.fetch trials with ten
 * iterations of CPU ns and bytes per second, so Answers yields CPU s/GB cells and NNE cost
 * ratios. Public for the CLI tests.
 */
public final class SyntheticRuns {
  /* Bytes per second of every iteration: CPU ns per second divided by it is CPU s/GB. */
  private static final double BYTES = 1e9;
  /*
   * A few percent either way and no trend: steady, with a bar a few percent wide. Each cell
   * starts at its own place in it, so a ratio of two cells has a bar too.
   */
  private static final double[] JITTER =
      {-0.02, 0.01, 0.0, 0.02, -0.01, 0.015, -0.015, 0.005, -0.005, 0.01};

  private SyntheticRuns() {}

  /** A steady fetch of driver 23 with JCE at fetch size 1000 costing {@code cpuSecondsPerGb}. */
  public static Trial fetch(String encryption, String checksum, double cpuSecondsPerGb) {
    int start = Math.floorMod((encryption + checksum).hashCode(), JITTER.length);
    double[] cpu = new double[JITTER.length];
    Arrays.setAll(cpu,
        i -> cpuSecondsPerGb * BYTES * (1 + JITTER[(start + i) % JITTER.length]));
    return fetch(encryption, checksum, cpu);
  }

  /** The same fetch whose CPU climbs by half over its iterations: not steady. */
  public static Trial drifting(String encryption, String checksum, double cpuSecondsPerGb) {
    double[] cpu = new double[JITTER.length];
    Arrays.setAll(cpu, i -> cpuSecondsPerGb * BYTES * (1 + 0.5 * i / (cpu.length - 1)));
    return fetch(encryption, checksum, cpu);
  }

  /**
   * A run of three fetches: no NNE, AES256 with SHA256, and SHA256 alone. Its answers: the NNE
   * cost of the two protected fetches (ratios first), then the three cells' CPU s/GB.
   */
  public static List<Trial> run(double plain, double aesSha, double sha) {
    return List.of(fetch("NONE", "NONE", plain), fetch("AES256", "SHA256", aesSha),
        fetch("NONE", "SHA256", sha));
  }

  /** Writes {@code trials} as {@code dir}/results.csv; returns {@code dir}. */
  public static Path write(Path dir, List<Trial> trials) throws IOException {
    Files.createDirectories(dir);
    TrialCsv.write(dir.resolve(TrialCsv.FILE_NAME), trials);
    return dir;
  }

  private static Trial fetch(String encryption, String checksum, double[] cpuNanos) {
    double[] bytes = new double[cpuNanos.length];
    Arrays.fill(bytes, BYTES);
    Map<String, String> f = new LinkedHashMap<>();
    f.put(Trial.LEG, "main");
    f.put(Trial.BENCHMARK, "FetchThroughput.fetch");
    f.put(Trial.SCORE, "10");
    f.put(Trial.ERROR, "0.5");
    f.put(Trial.UNIT, "ops/s");
    f.put("param.driver", "23");
    f.put("param.jce", "true");
    f.put("param.fetchSize", "1000");
    f.put("param.shape", "narrow");
    f.put("param.encryption", encryption);
    f.put("param.checksum", checksum);
    f.put("aux.cpuNanos", Double.toString(Arrays.stream(cpuNanos).average().orElseThrow()));
    f.put("aux.cpuNanos.error", "0");
    f.put("aux.bytes", Double.toString(BYTES));
    f.put("aux.bytes.error", "0");
    f.put(Trial.SERIES + "aux.cpuNanos", spaced(cpuNanos));
    f.put(Trial.SERIES + "aux.bytes", spaced(bytes));
    return new Trial(f);
  }

  private static String spaced(double[] values) {
    return Arrays.stream(values).mapToObj(Double::toString).collect(Collectors.joining(" "));
  }
}
