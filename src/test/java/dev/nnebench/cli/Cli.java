package dev.nnebench.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the CLI in-process and captures its exit code, output and error text. */
record Cli(int exitCode, String out, String err) {

  static Cli run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    var cl = Main.commandLine();
    cl.setOut(new PrintWriter(out, true));
    cl.setErr(new PrintWriter(err, true));
    int code = cl.execute(args);
    return new Cli(code, out.toString(), err.toString());
  }

  /** stderr is exactly one line. */
  boolean oneErrorLine() {
    return err.strip().lines().count() == 1;
  }
}
