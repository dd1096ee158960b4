package dev.nnebench.cli;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.report.RunResults;
import dev.nnebench.results.Trial;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** Run directories named on the command line: one that holds no run is a usage error. */
final class RunDirectories {
  private RunDirectories() {}

  /** Exits with USAGE and one line unless {@code dir} holds a results.csv. */
  static void check(Path dir) {
    try {
      RunResults.check(dir);
    } catch (IllegalArgumentException e) {
      throw new NnebenchException(ExitCodes.USAGE, e.getMessage(), e);
    }
  }

  static List<Trial> read(Path dir) throws IOException {
    check(dir);
    return RunResults.read(dir);
  }
}
