package dev.nnebench.wire.clients;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The go-ora client program (src/test/go/goclient, our own code), built with {@code go build}
 * against github.com/sijms/go-ora/v2 v2.9.0 (pinned by its go.mod and go.sum) into
 * target/goclient on first use. When go or the module proxy is not available the calling test is
 * skipped with one line saying why.
 */
final class GoOra {
  static final String VERSION = "v2.9.0";
  private static final Path SOURCE = Path.of("src", "test", "go", "goclient").toAbsolutePath();
  private static final Path BINARY = Path.of("target", "goclient", "goclient").toAbsolutePath();
  private static final long BUILD_SECONDS = 420;
  /** The outcome of the one build attempt per test run: null before it, "" if it worked. */
  private static String buildFailure;

  private GoOra() {}

  /** The built client; skips the test if it cannot be built. */
  static synchronized Path client() throws InterruptedException {
    if (buildFailure == null) {
      ClientRun build = run(List.of("go", "build", "-o", BINARY.toString(), "."));
      buildFailure = build.ok() && Files.isExecutable(BINARY) ? "" : build.lastLine();
    }
    assumeTrue(buildFailure.isEmpty(), "go-ora " + VERSION + " client not buildable ("
        + buildFailure + "); skipping");
    return BINARY;
  }

  private static ClientRun run(List<String> command) throws InterruptedException {
    try {
      return ClientRun.run(command, SOURCE, Map.of("GOFLAGS", "-mod=readonly"), BUILD_SECONDS);
    } catch (IOException notFound) {
      return new ClientRun(-1, notFound.getMessage());
    }
  }
}
