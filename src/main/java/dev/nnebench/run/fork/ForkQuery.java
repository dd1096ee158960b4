package dev.nnebench.run.fork;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A user's own query for {@code FetchThroughput} to fetch instead of its shape ({@code nnebench
 * diagnose --query}): the runner writes the SQL to a file and passes the file's path to the forks
 * as a system property, so the SQL never lands on a command line. Its rows are counted, not
 * verified.
 */
public final class ForkQuery {
  /** The fork property naming the file that holds the SQL. */
  public static final String FILE_PROPERTY = "nnebench.bench.queryFile";
  /** The fork property with the seconds after which one fetch of it is cancelled (0: never). */
  public static final String TIMEOUT_PROPERTY = "nnebench.bench.queryTimeout";
  /** The fork property with the rows one fetch reads at most (diagnose's part of a slow result). */
  public static final String ROWS_PROPERTY = "nnebench.bench.queryRows";

  private ForkQuery() {}

  /** The fork properties that hand {@code file} and the timeout to the benchmark JVMs. */
  public static ForkProperties properties(Path file, int timeoutSeconds) {
    return ForkProperties.NONE.with(FILE_PROPERTY, file.toAbsolutePath().toString())
        .with(TIMEOUT_PROPERTY, Integer.toString(timeoutSeconds));
  }

  /** {@link #properties} reading at most {@code rows} rows per fetch. */
  public static ForkProperties properties(Path file, int timeoutSeconds, long rows) {
    return properties(file, timeoutSeconds).with(ROWS_PROPERTY, Long.toString(rows));
  }

  /** The rows one fetch of the query reads at most; all of them when not given. */
  public static long maxRows() {
    return Long.parseLong(System.getProperty(ROWS_PROPERTY, "" + Long.MAX_VALUE).trim());
  }

  /** The seconds after which one fetch of the query is cancelled; 0: never. */
  public static int timeoutSeconds() {
    return Integer.parseInt(System.getProperty(TIMEOUT_PROPERTY, "0").trim());
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
