package dev.nnebench.bench.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Finds the exception JMH logged for a failed trial, so the user sees it in one line. */
final class FailureLine {
  private static final String MARKER = "<failure>";

  private FailureLine() {}

  static String from(Path log) {
    try {
      return find(Files.readAllLines(log));
    } catch (IOException e) {
      return "(JMH log unreadable: " + e.getMessage() + ")";
    }
  }

  static String find(List<String> lines) {
    boolean inFailure = false;
    for (String line : lines) {
      if (line.contains(MARKER)) {
        inFailure = true;
      } else if (inFailure && !line.isBlank()) {
        return line.trim();
      }
    }
    return "(no failure recorded in the JMH log)";
  }
}
