package dev.nnebench.wire.clients;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * node-oracledb (thin mode, its default), installed from npm into target/nodeclient on first use
 * and reused afterwards. Its install script (which fetches thick-mode binaries) is not run: thin
 * mode is plain JavaScript. When node, npm or the registry is not available the calling test is
 * skipped with one line saying why.
 */
final class NodeOracledb {
  static final String VERSION = "26.0.0";
  private static final Path PREFIX = Path.of("target", "nodeclient").toAbsolutePath();
  static final Path MODULES = PREFIX.resolve("node_modules");
  private static final Path MARKER = PREFIX.resolve("oracledb-" + VERSION + ".installed");
  static final Path SCRIPT = Path.of("src", "test", "node", "nodeclient.js").toAbsolutePath();
  private static final long INSTALL_SECONDS = 300;

  private NodeOracledb() {}

  /** Installs oracledb if needed; skips the test if that cannot be done. */
  static synchronized void install() throws IOException, InterruptedException {
    if (Files.exists(MARKER)) {
      return;
    }
    ClientRun node = run(List.of("node", "--version"));
    assumeTrue(node.ok(), "node unavailable (" + node.lastLine() + "); skipping");
    Files.createDirectories(PREFIX);
    ClientRun npm = run(List.of("npm", "install", "--prefix", PREFIX.toString(), "--no-save",
        "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error", "--fetch-retries=1",
        "--fetch-retry-maxtimeout=10000",
        "oracledb@" + VERSION));
    assumeTrue(npm.ok() && Files.isDirectory(MODULES.resolve("oracledb")), "oracledb@" + VERSION
        + " not installable from npm (" + npm.lastLine() + "); skipping");
    Files.createFile(MARKER);
  }

  private static ClientRun run(List<String> command) throws InterruptedException {
    try {
      return ClientRun.run(command, null, Map.of(), INSTALL_SECONDS);
    } catch (IOException notFound) {
      return new ClientRun(-1, notFound.getMessage());
    }
  }
}
