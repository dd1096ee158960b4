package dev.nnebench.cli;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.target.UrlTarget;
import java.io.Console;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * For commands whose benchmark JVMs need a url target's password: without {@code
 * $NNEBENCH_PASSWORD}, asks for it without echo and runs the same command again in a child JVM
 * with the password in the child's environment, the one place the benchmark JVMs (its
 * grandchildren) can read it from. The child's command line is the user's, without the password.
 */
final class PasswordRelaunch {
  private PasswordRelaunch() {}

  /** Asks, runs {@code args} again in a child JVM, and returns the child's exit code. */
  static int run(List<String> args, String user) throws IOException, InterruptedException {
    Console console = System.console();
    if (console == null) {
      throw new NnebenchException(ExitCodes.USAGE, "no password for " + user + ": set $"
          + UrlTarget.PASSWORD_ENV + " or run in a terminal to be asked");
    }
    char[] typed = console.readPassword("password for %s: ", user);
    if (typed == null || typed.length == 0) {
      throw new NnebenchException(ExitCodes.USAGE, "no password given for " + user);
    }
    ProcessBuilder child = new ProcessBuilder(command(args)).inheritIO();
    child.environment().put(UrlTarget.PASSWORD_ENV, new String(typed));
    Arrays.fill(typed, ' ');
    return child.start().waitFor();
  }

  /* This JVM's java, class path and nnebench.* settings (never one naming a secret). */
  private static List<String> command(List<String> args) {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString()));
    System.getProperties().forEach((k, v) -> {
      String key = k.toString();
      String lower = key.toLowerCase(Locale.ROOT);
      if (key.startsWith("nnebench.") && !lower.contains("password") && !lower.contains("secret")) {
        command.add("-D" + key + "=" + v);
      }
    });
    command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
    command.addAll(args);
    return command;
  }
}
