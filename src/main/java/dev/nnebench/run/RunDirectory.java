package dev.nnebench.run;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;

/** A fresh results directory named after the UTC start time, e.g. 20261122-141503. */
final class RunDirectory {
  private static final DateTimeFormatter NAME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");
  private static final int MAX_SAME_SECOND = 100;

  private RunDirectory() {}

  static Path create(Path root) throws IOException {
    Files.createDirectories(root);
    String stamp = ZonedDateTime.now(ZoneOffset.UTC).format(NAME);
    for (int n = 1; n <= MAX_SAME_SECOND; n++) {
      Path dir = root.resolve(n == 1 ? stamp : stamp + "-" + n);
      try {
        return Files.createDirectory(dir);
      } catch (FileAlreadyExistsException taken) {
        // another run started in the same second: try the next suffix
      }
    }
    throw new IOException("more than " + MAX_SAME_SECOND + " runs started at " + stamp);
  }
}
