package dev.nnebench.target;

import java.util.List;
import java.util.Optional;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The host and port of a thin URL with one address, so the counting relay can stand in for them:
 * the simple forms ({@code @//host:port/SERVICE}, {@code @host:port/SERVICE},
 * {@code @host:port:SID}) and a TNS descriptor naming one HOST and one PORT (as TCPS needs). A
 * descriptor with several addresses or an LDAP URL is not read: then no relay, and the profile
 * says so.
 *
 * @param url the URL as given
 * @param host its host
 * @param port its port
 * @param descriptor whether it is a TNS descriptor rather than a simple form
 */
public record ThinUrl(String url, String host, int port, boolean descriptor) {
  private static final Pattern SIMPLE =
      Pattern.compile("(jdbc:oracle:thin:@(?://)?)([^:/@()\\[\\]]+|\\[[^\\]]+\\]):(\\d+)([/:].*)");
  private static final Pattern DESCRIPTOR =
      Pattern.compile("jdbc:oracle:thin:@\\s*\\(.*", Pattern.DOTALL);
  private static final Pattern HOST =
      Pattern.compile("(\\(\\s*HOST\\s*=\\s*)([^)\\s]+)(\\s*\\))", Pattern.CASE_INSENSITIVE);
  private static final Pattern PORT =
      Pattern.compile("(\\(\\s*PORT\\s*=\\s*)(\\d+)(\\s*\\))", Pattern.CASE_INSENSITIVE);
  /* user/password@ before the host: credentials in the URL itself. */
  private static final Pattern CREDENTIALS = Pattern.compile("jdbc:oracle:thin:[^@]*/[^@]*@.*");

  public static Optional<ThinUrl> parse(String url) {
    Matcher m = SIMPLE.matcher(url);
    if (m.matches()) {
      String host = m.group(2).replace("[", "").replace("]", "");
      return Optional.of(new ThinUrl(url, host, Integer.parseInt(m.group(3)), false));
    }
    return DESCRIPTOR.matcher(url).matches() ? oneAddress(url) : Optional.empty();
  }

  /* A descriptor whose single HOST and PORT a relay can stand in for. */
  private static Optional<ThinUrl> oneAddress(String url) {
    List<MatchResult> hosts = HOST.matcher(url).results().toList();
    List<MatchResult> ports = PORT.matcher(url).results().toList();
    if (hosts.size() != 1 || ports.size() != 1) {
      return Optional.empty();
    }
    return Optional.of(new ThinUrl(url, hosts.get(0).group(2),
        Integer.parseInt(ports.get(0).group(2)), true));
  }

  /** Whether {@code url} carries a user/password itself (which must never be echoed). */
  public static boolean hasCredentials(String url) {
    return url != null && CREDENTIALS.matcher(url).matches();
  }

  /**
   * The same address as a connect descriptor asking for {@code sdu} bytes, e.g. {@code
   * @(DESCRIPTION=(SDU=65535)(ADDRESS=(PROTOCOL=TCP)(HOST=h)(PORT=1521))(CONNECT_DATA=
   * (SERVICE_NAME=s)))}; empty when the URL carries more than a service or SID (EZConnect
   * parameters), which a descriptor would have to spell otherwise, or is a descriptor already.
   */
  public Optional<String> withSdu(int sdu) {
    String rest = descriptor ? "" : simple().group(4);
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
    if (descriptor) {
      String local = HOST.matcher(url).replaceFirst("$1127.0.0.1$3");
      return PORT.matcher(local).replaceFirst("$1" + relayPort + "$3");
    }
    Matcher m = simple();
    return m.group(1) + "127.0.0.1:" + relayPort + m.group(4);
  }

  private Matcher simple() {
    Matcher m = SIMPLE.matcher(url);
    if (!m.matches()) {
      throw new IllegalStateException("not a simple thin URL");
    }
    return m;
  }
}
