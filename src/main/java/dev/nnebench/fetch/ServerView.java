package dev.nnebench.fetch;

import dev.nnebench.driver.Negotiated;
import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The server's own word on a session's NNE, from {@code v$session_connect_info}: an adapter line
 * per negotiated service, e.g. {@code AES256 Encryption service adapter for Linux: Version ...}.
 * Recorded beside the driver's report, and checked against it before anything is measured: a
 * driver that reports what it did not run (or a server that ran something else) would put its
 * figures under the wrong cell. A server that does not let the user read the view (a URL's,
 * without the grant) is recorded as {@link Negotiated#UNAVAILABLE}, not failed.
 *
 * @param encryption the encryption adapter the server names, or {@link Negotiated#NONE}
 * @param checksum the crypto-checksumming adapter the server names, or {@link Negotiated#NONE}
 */
public record ServerView(String encryption, String checksum) {
  /** The query, as the container's grant and the loopback double's answer expect it. */
  public static final String QUERY = "SELECT network_service_banner FROM v$session_connect_info"
      + " WHERE sid = SYS_CONTEXT('USERENV', 'SID')";
  /** The sidecar columns (negotiated.server.*). */
  public static final String ENCRYPTION = "server.encryption";
  public static final String CHECKSUM = "server.checksum";
  private static final String ENCRYPTION_ADAPTER = " Encryption service adapter";
  private static final String CHECKSUM_ADAPTER = " Crypto-checksumming service adapter";
  static final ServerView UNREADABLE = new ServerView(Negotiated.UNAVAILABLE,
      Negotiated.UNAVAILABLE);

  /** The view of the banner lines a server listed for a session. */
  static ServerView of(List<String> banners) {
    return new ServerView(adapter(banners, ENCRYPTION_ADAPTER),
        adapter(banners, CHECKSUM_ADAPTER));
  }

  private static String adapter(List<String> banners, String suffix) {
    for (String line : banners) {
      int at = line.indexOf(suffix);
      if (at > 0) {
        return line.substring(0, at).trim().toUpperCase(Locale.ROOT);
      }
    }
    return Negotiated.NONE;
  }

  /** Asks the server over {@code c}; {@link #UNREADABLE} when the user may not read the view. */
  static ServerView read(Connection c) {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(QUERY)) {
      List<String> banners = new ArrayList<>();
      while (rs.next()) {
        banners.add(rs.getString(1) == null ? "" : rs.getString(1));
      }
      return of(banners);
    } catch (SQLException e) {
      return UNREADABLE;
    }
  }

  /** Where the server disagrees with the driver's {@code negotiated}; empty when it agrees. */
  Optional<String> mismatch(Negotiated driver) {
    if (this.equals(UNREADABLE)) {
      return Optional.empty();
    }
    List<String> differ = new ArrayList<>();
    if (!encryption.equals(driver.encryption()) && !overTls(driver)) {
      differ.add("encryption " + encryption + " (driver: " + driver.encryption() + ")");
    }
    if (!checksum.equals(driver.checksum())) {
      differ.add("checksum " + checksum + " (driver: " + driver.checksum() + ")");
    }
    return differ.isEmpty() ? Optional.empty() : Optional.of(String.join(", ", differ));
  }

  /*
   * Over TCPS and ezTLS the driver names the TLS cipher suite as its encryption (and NNE stays
   * off on the server's side): not an NNE algorithm to compare.
   */
  private static boolean overTls(Negotiated driver) {
    return driver.encryption().startsWith("TLS_") || driver.encryption().equals("EZTLS");
  }

  /**
   * Reads the server's view of {@code session}, fails when it disagrees with the driver's report,
   * and returns it as sidecar values ({@link #ENCRYPTION}, {@link #CHECKSUM}).
   */
  public static Map<String, String> checked(Session session) {
    ServerView view = read(session.connection());
    view.mismatch(session.negotiated()).ifPresent(differ -> {
      throw new NnebenchException(ExitCodes.VERIFY, "the server's v$session_connect_info says "
          + differ + " on " + session.target().description() + "; the session's figures would"
          + " go under the wrong cell");
    });
    Map<String, String> values = new LinkedHashMap<>();
    values.put(ENCRYPTION, view.encryption());
    values.put(CHECKSUM, view.checksum());
    return values;
  }
}
