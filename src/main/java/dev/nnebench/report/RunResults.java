package dev.nnebench.report;

import dev.nnebench.report.figure.SteadyPart;
import dev.nnebench.results.Trial;
import dev.nnebench.results.TrialCsv;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The trials of a run directory written by {@code nnebench bench}, read from its results.csv. */
public final class RunResults {
  private RunResults() {}

  /**
   * Throws IllegalArgumentException with one line naming the problem and the fix unless
   * {@code dir} is a directory holding results.csv; cheap, so a long run can check first.
   */
  public static void check(Path dir) {
    if (!Files.isDirectory(dir)) {
      throw new IllegalArgumentException(
          dir + " is not a directory; give a run directory under target/nnebench/");
    }
    if (!Files.isRegularFile(dir.resolve(TrialCsv.FILE_NAME))) {
      throw new IllegalArgumentException(dir + " has no " + TrialCsv.FILE_NAME
          + "; give a directory written by nnebench bench");
    }
  }

  /** The trials of {@code dir}, after {@link #check}, as the report reads them ({@link
   * SteadyPart}). */
  public static List<Trial> read(Path dir) throws IOException {
    check(dir);
    return TrialCsv.read(dir.resolve(TrialCsv.FILE_NAME)).stream().map(SteadyPart::of).toList();
  }
}
