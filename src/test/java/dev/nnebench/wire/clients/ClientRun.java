package dev.nnebench.wire.clients;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs a child process (a client program, an installer) to completion and keeps its merged
 * output. Secrets go in through {@code env}, never on the command line.
 *
 * @param exitCode the process's exit status
 * @param output what it printed on stdout and stderr
 */
record ClientRun(int exitCode, String output) {
  static ClientRun run(List<String> command, Path directory, Map<String, String> env,
      long timeoutSeconds) throws IOException, InterruptedException {
    ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
    if (directory != null) {
      pb.directory(directory.toFile());
    }
    pb.environment().putAll(env);
    Process p = pb.start();
    p.getOutputStream().close();
    byte[] out = p.getInputStream().readAllBytes(); // ends when the process closes its output
    if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      return new ClientRun(-1, new String(out, StandardCharsets.UTF_8) + "\n(timed out)");
    }
    return new ClientRun(p.exitValue(), new String(out, StandardCharsets.UTF_8));
  }

  boolean ok() {
    return exitCode == 0;
  }

  /** The last non-blank line, for one-line skip and failure messages. */
  String lastLine() {
    String[] lines = output.strip().split("\n");
    return lines[lines.length - 1].strip();
  }

  /** The value of the first line that starts with {@code step + ": "}, or null. */
  String step(String step) {
    for (String line : output.split("\n")) {
      if (line.startsWith(step + ": ")) {
        return line.substring(step.length() + 2).strip();
      }
    }
    return null;
  }
}
