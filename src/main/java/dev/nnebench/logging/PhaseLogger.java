package dev.nnebench.logging;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.slf4j.Marker;
import org.slf4j.event.Level;
import org.slf4j.helpers.LegacyAbstractLogger;
import org.slf4j.helpers.MessageFormatter;

/**
 * One console line per info, warning or error, prefixed {@code container:}, without stack
 * traces. The failed container's full log and the start's stack trace are left out: the
 * container target reports the root cause and the last log lines itself, in a few lines.
 */
final class PhaseLogger extends LegacyAbstractLogger {
  private static final long serialVersionUID = 1L;
  static final String PREFIX = "container: ";
  /* Testcontainers' failure dumps, which ContainerStartFailure condenses. */
  private static final List<String> LEFT_OUT = List.of("Log output from the failed container",
      "Could not start container", "There are no stdout/stderr logs available");

  private final transient Supplier<PrintStream> out;

  PhaseLogger(String name, Supplier<PrintStream> out) {
    this.name = name;
    this.out = out;
  }

  @Override
  public boolean isTraceEnabled() {
    return false;
  }

  @Override
  public boolean isDebugEnabled() {
    return false;
  }

  @Override
  public boolean isInfoEnabled() {
    return true;
  }

  @Override
  public boolean isWarnEnabled() {
    return true;
  }

  @Override
  public boolean isErrorEnabled() {
    return true;
  }

  @Override
  protected String getFullyQualifiedCallerName() {
    return null;
  }

  @Override
  protected void handleNormalizedLoggingCall(Level level, Marker marker, String pattern,
      Object[] arguments, Throwable throwable) {
    String message = MessageFormatter.basicArrayFormat(pattern, arguments);
    if (message == null || LEFT_OUT.stream().anyMatch(message::startsWith)) {
      return;
    }
    int nl = message.indexOf('\n');
    String line = (nl < 0 ? message : message.substring(0, nl)).strip();
    out.get().println(PREFIX + (level == Level.INFO ? "" : level.name().toLowerCase(
        Locale.ROOT) + ": ") + line);
  }
}
