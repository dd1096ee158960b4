package dev.nnebench.target;

import java.nio.file.Path;
import java.util.Optional;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a target serves TCPS and what a driver needs to trust it: the port, and the trust store
 * holding the server's self-signed certificate (PKCS12, no password: it holds no secret).
 *
 * @param host the TCPS host
 * @param port the TCPS port
 * @param trustStore the trust store file
 */
public record TcpsEndpoint(String host, int port, Path trustStore) {
  /** How {@code nnebench serve --tcps} names its TCPS port and trust store on its first line. */
  private static final Pattern BANNER =
      Pattern.compile("tcps on 127\\.0\\.0\\.1:(\\d+), trust store (.+)$");
  private static final String TRUST_STORE_TYPE = "PKCS12";

  /** The TCPS endpoint a {@code serve --tcps} first line names, if it names one. */
  public static Optional<TcpsEndpoint> fromServeBanner(String line) {
    Matcher m = line == null ? null : BANNER.matcher(line);
    if (m == null || !m.find()) {
      return Optional.empty();
    }
    return Optional.of(new TcpsEndpoint("127.0.0.1", Integer.parseInt(m.group(1)),
        Path.of(m.group(2).trim())));
  }

  /** A thin URL with a (PROTOCOL=TCPS) descriptor, which every ojdbc version reads. */
  public String url(String service) {
    return "jdbc:oracle:thin:@(DESCRIPTION=(ADDRESS=(PROTOCOL=TCPS)(HOST=" + host + ")(PORT="
        + port + "))(CONNECT_DATA=(SERVICE_NAME=" + service + ")))";
  }

  /**
   * The driver's standard TLS properties: the trust store, and no server DN match (the
   * certificate names the double, not a host the driver could match).
   */
  public Properties connectionProperties() {
    Properties p = new Properties();
    p.setProperty("javax.net.ssl.trustStore", trustStore.toString());
    p.setProperty("javax.net.ssl.trustStoreType", TRUST_STORE_TYPE);
    p.setProperty("oracle.net.ssl_server_dn_match", "false");
    return p;
  }
}
