package dev.nnebench.report;

import dev.nnebench.results.Trial;
import dev.nnebench.results.TrialCsv;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * Runs saved before the typed core and the answer registry, as test fixtures: each holds the
 * results.csv a preset wrote and the report.md that run wrote from it.
 */
public final class SavedRuns {
  /** The quick preset of an earlier release, then quick, pool, 1gb and aesni before the change. */
  public static final List<String> ALL = List.of("quick-before", "quick-pre-typed",
      "pool-pre-typed", "1gb-pre-typed", "aesni-pre-typed");

  private SavedRuns() {}

  /** The saved run's results.csv copied into {@code dir}, ready to report or compare. */
  public static Path copy(String run, Path dir) throws IOException {
    Files.createDirectories(dir);
    Files.write(dir.resolve(TrialCsv.FILE_NAME), resource(run, TrialCsv.FILE_NAME));
    return dir;
  }

  /** The saved run's trials, read as the report reads them. */
  public static List<Trial> trials(String run, Path dir) {
    try {
      return RunResults.read(copy(run, dir.resolve(run)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The report.md the run wrote. */
  public static List<String> report(String run) throws IOException {
    return new String(resource(run, Report.FILE_NAME), StandardCharsets.UTF_8).lines().toList();
  }

  private static byte[] resource(String run, String name) throws IOException {
    try (InputStream in = SavedRuns.class.getResourceAsStream(run + "/" + name)) {
      return Objects.requireNonNull(in, run + "/" + name).readAllBytes();
    }
  }
}
