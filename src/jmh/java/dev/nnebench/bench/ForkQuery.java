package dev.nnebench.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * A user's own query for {@link FetchThroughput} to fetch instead of its shape ({@code nnebench
 * diagnose --query}): the runner writes the SQL to a file and passes the file's path to the forks
 * as a system property, so the SQL never lands on a command line. Its rows are counted, not
 * verified.
 */
public final class ForkQuery {
  /** The fork property naming the file that holds the SQL. */
  public static final String FILE_PROPERTY = "nnebench.bench.queryFile";

  private ForkQuery() {}

  /** The fork property that hands {@code file} to the benchmark JVMs. */
  public static Map<String, String> properties(Path file) {
    return Map.of(FILE_PROPERTY, file.toAbsolutePath().toString());
  }

  /** The SQL this fork was given, or empty when it fetches shapes. */
  public static Optional<String> fromSystemProperties() {
    String file = System.getProperty(FILE_PROPERTY);
    if (file == null || file.isBlank()) {
      return Optional.empty();
    }
    try {
      return Optional.of(Files.readString(Path.of(file), StandardCharsets.UTF_8).strip());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the query file " + file, e);
    }
  }
}
