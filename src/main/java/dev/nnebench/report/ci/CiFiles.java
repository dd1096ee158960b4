package dev.nnebench.report.ci;

import dev.nnebench.report.WrittenReport;
import dev.nnebench.results.Trial;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The files CI tools read, written beside report.md: jmh.json (every trial, for readers of
 * JMH's format), the answers for github-action-benchmark (one file per direction) and for
 * Bencher (BMF). The gate's JUnit XML is written by the gate, which alone knows the verdicts.
 */
public final class CiFiles {
  private CiFiles() {}

  /**
   * Writes them into {@code dir} from the run's rows as results.csv holds them ({@code trials})
   * and the answers the report computed; returns the files written.
   */
  public static List<Path> write(Path dir, List<Trial> trials, WrittenReport report)
      throws IOException {
    return List.of(
        write(dir.resolve(JmhJson.FILE_NAME), JmhJson.of(trials)),
        write(dir.resolve(GithubBenchmarkJson.SMALLER_IS_BETTER),
            GithubBenchmarkJson.of(report.answers(), true)),
        write(dir.resolve(GithubBenchmarkJson.BIGGER_IS_BETTER),
            GithubBenchmarkJson.of(report.answers(), false)),
        write(dir.resolve(BencherJson.FILE_NAME), BencherJson.of(report.answers())));
  }

  private static Path write(Path file, String text) throws IOException {
    return Files.writeString(file, text, StandardCharsets.UTF_8);
  }
}
