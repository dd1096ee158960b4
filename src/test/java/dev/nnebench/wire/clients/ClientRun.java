package dev.nnebench.wire.clients;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
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
    // output goes to a file, so a child that hangs cannot block the read; the timeout ends it
    Path out = Files.createTempFile("nnebench-client", ".out");
    try {
      ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true)
          .redirectOutput(out.toFile());
      if (directory != null) {
        pb.directory(directory.toFile());
      }
      pb.environment().putAll(env);
      Process p = pb.start();
      p.getOutputStream().close(); // nothing on stdin
      boolean done = p.waitFor(timeoutSeconds, TimeUnit.SECONDS);
      if (!done) {
        p.destroyForcibly().waitFor();
      }
      String text = Files.readString(out, StandardCharsets.UTF_8);
      return done ? new ClientRun(p.exitValue(), text)
          : new ClientRun(-1, text + "\n(timed out after " + timeoutSeconds + " s)");
    } finally {
      Files.deleteIfExists(out);
    }
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
