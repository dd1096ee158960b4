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

  /**
   * The same address as a connect descriptor asking for {@code sdu} bytes, e.g. {@code
   * @(DESCRIPTION=(SDU=65535)(ADDRESS=(PROTOCOL=TCP)(HOST=h)(PORT=1521))(CONNECT_DATA=
   * (SERVICE_NAME=s)))}; empty when the URL carries more than a service or SID (EZConnect
   * parameters), which a descriptor would have to spell otherwise.
   */
  public Optional<String> withSdu(int sdu) {
    if (!rest.matches("[/:][A-Za-z0-9_.$#-]+")) {
      return Optional.empty();
    }
    String connectData = rest.startsWith("/") ? "SERVICE_NAME=" : "SID=";
    return Optional.of("jdbc:oracle:thin:@(DESCRIPTION=(SDU=" + sdu + ")(ADDRESS=(PROTOCOL=TCP)"
        + "(HOST=" + host + ")(PORT=" + port + "))(CONNECT_DATA=(" + connectData
        + rest.substring(1) + ")))");
  }

  /** The same URL pointing at {@code 127.0.0.1:port}. */
  public String via(int relayPort) {
    return prefix + "127.0.0.1:" + relayPort + rest;
  }
}
