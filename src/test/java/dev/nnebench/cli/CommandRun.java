package dev.nnebench.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the CLI in-process and keeps exit code, stdout and stderr (test helper). */
record CommandRun(int exitCode, String out, String err) {

  static CommandRun of(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    var cl = Main.commandLine();
    cl.setOut(new PrintWriter(out, true));
    cl.setErr(new PrintWriter(err, true));
    int code = cl.execute(args);
    return new CommandRun(code, out.toString(), err.toString());
  }

  /** stderr is exactly one line. */
  boolean oneErrorLine() {
    return err.strip().lines().count() == 1;
  }
}
