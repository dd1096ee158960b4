package dev.nnebench.target;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The host and port of a thin URL in its simple forms ({@code @//host:port/SERVICE},
 * {@code @host:port/SERVICE}, {@code @host:port:SID}), so the counting relay can stand in for
 * them. A TNS descriptor or an LDAP URL is not read: then no relay, and the profile says so.
 */
public record ThinUrl(String prefix, String host, int port, String rest) {
  private static final Pattern SIMPLE =
      Pattern.compile("(jdbc:oracle:thin:@(?://)?)([^:/@()\\[\\]]+|\\[[^\\]]+\\]):(\\d+)([/:].*)");
  /* user/password@ before the host: credentials in the URL itself. */
  private static final Pattern CREDENTIALS = Pattern.compile("jdbc:oracle:thin:[^@]*/[^@]*@.*");

  public static Optional<ThinUrl> parse(String url) {
    Matcher m = SIMPLE.matcher(url);
    if (!m.matches()) {
      return Optional.empty();
    }
    String host = m.group(2).replace("[", "").replace("]", "");
    return Optional.of(new ThinUrl(m.group(1), host, Integer.parseInt(m.group(3)), m.group(4)));
  }

  /** Whether {@code url} carries a user/password itself (which must never be echoed). */
  public static boolean hasCredentials(String url) {
    return url != null && CREDENTIALS.matcher(url).matches();
  }

  /** The same URL pointing at {@code 127.0.0.1:port}. */
  public String via(int relayPort) {
    return prefix + "127.0.0.1:" + relayPort + rest;
  }
}
