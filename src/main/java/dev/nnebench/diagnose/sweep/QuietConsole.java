package dev.nnebench.diagnose.sweep;

import java.io.PrintWriter;
import java.io.Writer;

/**
 * The console as each one-candidate bench run of a progressive sweep sees it: its plan, its
 * fixed parameters, its trial count and its closing line are left out (the sweep prints its own
 * progress over all candidates), and so is its word on an unsteady trial, which it keeps without
 * a rerun: the sweep says itself that it measures that setting again. Other warnings show.
 */
final class QuietConsole extends Writer {
  private static final String[] LEFT_OUT =
      {"nnebench bench: ", "fixed in this run: ", "(", "  not steady: "};
  private final PrintWriter console;
  private final StringBuilder line = new StringBuilder();

  private QuietConsole(PrintWriter console) {
    this.console = console;
  }

  static PrintWriter over(PrintWriter console) {
    return new PrintWriter(new QuietConsole(console), true);
  }

  @Override
  public void write(char[] buf, int off, int len) {
    for (int i = off; i < off + len; i++) {
      if (buf[i] == '\n') {
        emit();
      } else {
        line.append(buf[i]);
      }
    }
  }

  private void emit() {
    String text = line.toString();
    line.setLength(0);
    for (String prefix : LEFT_OUT) {
      if (text.startsWith(prefix)) {
        return;
      }
    }
    console.println(text);
  }

  @Override
  public void flush() {
    console.flush();
  }

  @Override
  public void close() {
    if (line.length() > 0) {
      emit();
    }
    flush();
  }
}
