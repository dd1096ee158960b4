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
  private static final Path VENV = Path.of("target", "pyclient").toAbsolutePath();
  private static final Path PYTHON = VENV.resolve("bin").resolve("python");
  private static final Path MARKER = VENV.resolve("oracledb-" + VERSION + ".installed");
  static final Path SCRIPT = Path.of("src", "test", "python", "pyclient.py").toAbsolutePath();
  private static final long INSTALL_SECONDS = 300;

  private PythonOracledb() {}

  /** The venv's python with oracledb installed; skips the test if that cannot be had. */
  static synchronized Path python() throws IOException, InterruptedException {
    if (Files.exists(MARKER)) {
      return PYTHON;
    }
    ClientRun venv = run(List.of("python3", "-m", "venv", "--clear", VENV.toString()));
    assumeTrue(venv.ok(), "python3 venv unavailable (" + venv.lastLine() + "); skipping");
    ClientRun pip = run(List.of(PYTHON.toString(), "-m", "pip", "install", "-q",
        "--disable-pip-version-check", "oracledb==" + VERSION));
    assumeTrue(pip.ok(), "oracledb==" + VERSION + " not installable from PyPI ("
        + pip.lastLine() + "); skipping");
    Files.createFile(MARKER);
    return PYTHON;
  }

  private static ClientRun run(List<String> command) throws InterruptedException {
    try {
      return ClientRun.run(command, null, Map.of(), INSTALL_SECONDS);
    } catch (IOException notFound) {
      return new ClientRun(-1, notFound.getMessage());
    }
  }
}
