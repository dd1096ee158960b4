package dev.nnebench.fetch;

import dev.nnebench.target.Transport;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * What the server says a session runs over, read with the USERENV parameters a 23ai server (and
 * the loopback double) answers: the network protocol, and over TCPS the TLS version and cipher
 * suite. The driver has no public API for its TLS session, so the server's side is asked.
 *
 * @param protocol {@code tcp} or {@code tcps} as the server reports it
 * @param tlsVersion e.g. {@code TLSv1.3}, or {@link #NONE} on plain TCP
 * @param tlsCipherSuite e.g. {@code TLS_AES_256_GCM_SHA384}, or {@link #NONE}
 */
public record TransportReport(String protocol, String tlsVersion, String tlsCipherSuite) {
  public static final String NONE = "NONE";
  /** What a server that cannot say (older than 23ai: ORA-02003) is recorded as. */
  public static final TransportReport UNKNOWN = new TransportReport("n/a", "n/a", "n/a");
  public static final String QUERY = "SELECT SYS_CONTEXT('USERENV', 'NETWORK_PROTOCOL'),"
      + " SYS_CONTEXT('USERENV', 'TLS_VERSION'), SYS_CONTEXT('USERENV', 'TLS_CIPHERSUITE')"
      + " FROM dual";

  /** Asks the server over {@code c}; {@link #UNKNOWN} when it does not know the parameters. */
  public static TransportReport read(Connection c) {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(QUERY)) {
      if (!rs.next()) {
        return UNKNOWN;
      }
      return new TransportReport(orNone(rs.getString(1)), orNone(rs.getString(2)),
          orNone(rs.getString(3)));
    } catch (SQLException e) {
      return UNKNOWN;
    }
  }

  /**
   * How a session asked over {@code asked} runs, as check and diagnose print it, e.g. {@code
   * ezTLS, TLSv1.3 TLS_AES_256_GCM_SHA384 (TLS inside Oracle Net on the TCP port, not NNE)}.
   */
  public String describe(Transport asked) {
    String tls = tlsVersion + " " + tlsCipherSuite;
    return switch (asked) {
      case EZTLS -> "ezTLS, " + tls + " (TLS inside Oracle Net on the TCP port, not NNE)";
      case TCPS -> "TCPS, " + tls + " (TLS around Oracle Net)";
      case TCP -> "TCP (no TLS: what protects the traffic is NNE, if anything)";
    };
  }

  private static String orNone(String value) {
    return value == null || value.isBlank() ? NONE : value.trim();
  }
}
