package dev.nnebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.wire.tns.CompressionLevel;
import dev.nnebench.wire.tns.CompressionPolicy;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code serve --compression on|off --compression-levels --compression-threshold}. */
class ServeCompressionOptionsTest {
  @Test
  void compressionShouldBeOffByDefaultAndAtHighWhenOn() {
    assertEquals(CompressionPolicy.OFF, parse().options().compression());
    assertEquals(new CompressionPolicy(List.of(CompressionLevel.HIGH), 1024),
        parse("--compression", "on").options().compression());
    assertEquals(new CompressionPolicy(List.of(CompressionLevel.HIGH, CompressionLevel.LOW), 500),
        parse("--compression", "on", "--compression-levels", "(HIGH, low)",
            "--compression-threshold", "500").options().compression());
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(delimiter = '|', value = {
      "--compression-levels | medium | --compression-levels: unknown level 'medium'; use high,"
          + " low or both",
      "--compression-levels | ',' | --compression-levels lists no level; use high",
      "--compression-threshold | 100 | --compression-threshold must be at least 200 bytes,"
          + " got 100"})
  void badValuesShouldFailInOneLineWithExitTwo(String option, String value, String message) {
    StringWriter err = new StringWriter();
    int code = Main.commandLine().setErr(new PrintWriter(err))
        .setOut(new PrintWriter(new StringWriter()))
        .execute("serve", "--compression", "on", option, value);
    assertEquals(ExitCodes.USAGE, code);
    String text = err.toString().strip();
    assertEquals(List.of("nnebench: " + message + "; see 'nnebench serve --help'"),
        text.lines().toList());
  }

  private static ServeCommand parse(String... args) {
    String[] all = new String[args.length + 1];
    all[0] = "serve";
    System.arraycopy(args, 0, all, 1, args.length);
    return (ServeCommand) Main.commandLine().parseArgs(all).subcommand().commandSpec()
        .userObject();
  }
}
