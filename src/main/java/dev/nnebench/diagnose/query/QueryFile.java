package dev.nnebench.diagnose.query;

import dev.nnebench.run.fork.ForkProperties;
import dev.nnebench.run.fork.ForkQuery;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The user's query in a temporary file for the benchmark forks, which read it from there (never
 * from their command line); deleted on close. Without a query the forks get no properties.
 */
public final class QueryFile implements AutoCloseable {
  private final Path file;
  private final ForkProperties forkProperties;

  private QueryFile(Path file, ForkProperties forkProperties) {
    this.file = file;
    this.forkProperties = forkProperties;
  }

  public static QueryFile of(Optional<String> query, int timeoutSeconds) throws IOException {
    return of(query, timeoutSeconds, Long.MAX_VALUE);
  }

  /** As above, each fetch reading at most {@code rows} rows of the query. */
  public static QueryFile of(Optional<String> query, int timeoutSeconds, long rows)
      throws IOException {
    if (query.isEmpty()) {
      return new QueryFile(null, ForkProperties.NONE);
    }
    Path file = Files.createTempFile("nnebench-query", ".sql");
    Files.writeString(file, query.get(), StandardCharsets.UTF_8);
    return new QueryFile(file, rows == Long.MAX_VALUE ? ForkQuery.properties(file, timeoutSeconds)
        : ForkQuery.properties(file, timeoutSeconds, rows));
  }

  /** The system properties that tell a fork where the query is. */
  public ForkProperties forkProperties() {
    return forkProperties;
  }

  @Override
  public void close() throws IOException {
    if (file != null) {
      Files.deleteIfExists(file);
    }
  }
}
