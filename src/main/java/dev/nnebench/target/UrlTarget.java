package dev.nnebench.target;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import java.io.Console;

/**
 * A database the user names. The password comes from the options, else the environment variable
 * {@value #PASSWORD_ENV}, else an interactive prompt that does not echo. It is never printed.
 */
public final class UrlTarget implements Target {
  public static final String PASSWORD_ENV = "NNEBENCH_PASSWORD";
  private static final String THIN_PREFIX = "jdbc:oracle:thin:";

  private final String url;
  private final String user;
  private final String password;

  private UrlTarget(String url, String user, String password) {
    this.url = url;
    this.user = user;
    this.password = password;
  }

  static UrlTarget of(TargetOptions o) {
    if (o.url() == null || o.url().isBlank()) {
      throw new NnebenchException(ExitCodes.USAGE,
          "--target url needs --url, e.g. --url jdbc:oracle:thin:@//host:1521/SERVICE");
    }
    if (!o.url().startsWith(THIN_PREFIX)) {
      throw new NnebenchException(ExitCodes.USAGE, "--url must start with " + THIN_PREFIX
          + " (we measure the thin driver), got " + o.url());
    }
    if (o.user() == null || o.user().isBlank()) {
      throw new NnebenchException(ExitCodes.USAGE, "--target url needs --user");
    }
    return new UrlTarget(o.url(), o.user(), o.password() != null ? o.password() : askPassword(o));
  }

  private static String askPassword(TargetOptions o) {
    String fromEnv = System.getenv(PASSWORD_ENV);
    if (fromEnv != null) {
      return fromEnv;
    }
    Console console = System.console();
    if (console == null) {
      throw new NnebenchException(ExitCodes.USAGE, "no password for " + o.user()
          + ": set " + PASSWORD_ENV + " or run in a terminal to be asked");
    }
    char[] typed = console.readPassword("password for %s: ", o.user());
    if (typed == null) {
      throw new NnebenchException(ExitCodes.USAGE, "no password given for " + o.user());
    }
    return new String(typed);
  }

  @Override
  public TargetKind kind() {
    return TargetKind.URL;
  }

  @Override
  public String url() {
    return url;
  }

  @Override
  public String user() {
    return user;
  }

  @Override
  public String password() {
    return password;
  }

  @Override
  public String description() {
    return "url " + url;
  }

  @Override
  public void close() {
    // nothing was started
  }
}
