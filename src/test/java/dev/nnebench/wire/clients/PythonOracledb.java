package dev.nnebench.wire.clients;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * python-oracledb (thin mode), installed from PyPI into a virtual environment under
 * target/pyclient on first use and reused afterwards. When python3 or PyPI is not available the
 * calling test is skipped with one line saying why.
 */
final class PythonOracledb {
  static final String VERSION = "3.4.1";
  /** The first release with ezTLS ({@code use_eztls}). */
  static final String EZTLS_VERSION = "26.1.0";
  static final Path SCRIPT = Path.of("src", "test", "python", "pyclient.py").toAbsolutePath();
  private static final long INSTALL_SECONDS = 300;

  private PythonOracledb() {}

  /** The venv's python with oracledb {@link #VERSION}; skips the test if that cannot be had. */
  static Path python() throws IOException, InterruptedException {
    return python(VERSION);
  }

  /**
   * A python with oracledb {@code version} installed in its own venv under target; skips the
   * test if that cannot be had.
   */
  static synchronized Path python(String version) throws IOException, InterruptedException {
    Path venv = Path.of("target", VERSION.equals(version) ? "pyclient" : "pyclient-" + version)
        .toAbsolutePath();
    Path python = venv.resolve("bin").resolve("python");
    Path marker = venv.resolve("oracledb-" + version + ".installed");
    if (Files.exists(marker)) {
      return python;
    }
    ClientRun made = run(List.of("python3", "-m", "venv", "--clear", venv.toString()));
    assumeTrue(made.ok(), "python3 venv unavailable (" + made.lastLine() + "); skipping");
    ClientRun pip = run(List.of(python.toString(), "-m", "pip", "install", "-q",
        "--disable-pip-version-check", "oracledb==" + version));
    assumeTrue(pip.ok(), "oracledb==" + version + " not installable from PyPI ("
        + pip.lastLine() + "); skipping");
    Files.createFile(marker);
    return python;
  }

  private static ClientRun run(List<String> command) throws InterruptedException {
    try {
      return ClientRun.run(command, null, Map.of(), INSTALL_SECONDS);
    } catch (IOException notFound) {
      return new ClientRun(-1, notFound.getMessage());
    }
  }
}
