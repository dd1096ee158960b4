package dev.nnebench.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Finds the exception JMH logged for a failed trial, so the user sees it in one line. */
final class FailureLine {
  private static final String MARKER = "<failure>";

  private FailureLine() {}

  /** The failure JMH logged, if any; empty when JMH failed before a trial (e.g. its lock). */
  static Optional<String> from(Path log) {
    try {
      return find(Files.readAllLines(log));
    } catch (IOException e) {
      return Optional.of("(JMH log unreadable: " + e.getMessage() + ")");
    }
  }

  static Optional<String> find(List<String> lines) {
    boolean inFailure = false;
    for (String line : lines) {
      if (line.contains(MARKER)) {
        inFailure = true;
      } else if (inFailure && !line.isBlank()) {
        return Optional.of(line.trim());
      }
    }
    return Optional.empty();
  }
}
