package dev.nnebench.cli;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.report.compare.ComparedAnswer;
import picocli.CommandLine.Option;

/** {@code --tolerance PCT}: how far an answer may move between runs and still be drift. */
final class ToleranceOption {
  @Option(names = "--tolerance", paramLabel = "PCT",
      description = "An answer whose bars are apart but moved by less than PCT %% is 'drift',"
          + " not worse or better, and does not fail a --baseline gate (default: ${DEFAULT-VALUE};"
          + " back-to-back runs of the same code moved by up to 7 %% on a shared 2-core"
          + " machine; lower it on a quiet one, raise it where runs move more).")
  double percent = 100 * ComparedAnswer.DEFAULT_TOLERANCE;

  /** The tolerance as a fraction; a usage error naming the fix when it is out of range. */
  double fraction() {
    if (!(percent >= 0 && percent < 100)) {
      throw new NnebenchException(ExitCodes.USAGE, "--tolerance must be a percentage from 0 to"
          + " under 100, got " + percent + "; e.g. --tolerance 10");
    }
    return percent / 100;
  }
}
