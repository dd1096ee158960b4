package dev.nnebench.driver;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Optional;

/**
 * What the driver reports it negotiated on a connection, read from the driver itself.
 *
 * @param driverVersion the driver's full version, e.g. 23.26.4.0.0
 * @param encryption the encryption algorithm (e.g. AES256), or {@link #NONE}
 * @param checksum the data-integrity algorithm (e.g. SHA256), or {@link #NONE}
 * @param encryptionProvider who runs the cipher, or {@link #UNAVAILABLE} (ojdbc 18 does not say)
 * @param checksumProvider who runs the checksum, or {@link #UNAVAILABLE}
 * @param sdu the negotiated session data unit in bytes, or -1 if the driver does not say
 */
public record Negotiated(
    String driverVersion,
    String encryption,
    String checksum,
    String encryptionProvider,
    String checksumProvider,
    int sdu) {

  public static final String NONE = "NONE";
  public static final String UNAVAILABLE = "n/a";
  /** The provider name of the driver's own (non-JCE) crypto. */
  public static final String DRIVER_OWN_PROVIDER = "JavaNet";

  private static final String PUBLIC_API = "oracle.jdbc.OracleConnection";
  private static final String INTERNAL_API = "oracle.jdbc.internal.OracleConnection";

  /** Reads the negotiated algorithms through reflection on the driver's connection interfaces. */
  public static Negotiated read(LoadedDriver driver, Connection c) throws SQLException {
    return new Negotiated(
        driver.fullVersion(),
        algorithm(driver.call(PUBLIC_API, "getEncryptionAlgorithmName", c)),
        algorithm(driver.call(PUBLIC_API, "getDataIntegrityAlgorithmName", c)),
        provider(driver.call(PUBLIC_API, "getEncryptionProviderName", c)),
        provider(driver.call(PUBLIC_API, "getChecksumProviderName", c)),
        sdu(driver.call(INTERNAL_API, "getNegotiatedSDU", c)));
  }

  private static String algorithm(Object reported) {
    String s = reported == null ? "" : reported.toString().trim();
    return s.isEmpty() ? NONE : s.toUpperCase(Locale.ROOT);
  }

  private static String provider(Object reported) {
    String s = reported == null ? "" : reported.toString().trim();
    return s.isEmpty() ? UNAVAILABLE : s;
  }

  private static int sdu(Object reported) {
    return reported instanceof Integer i ? i : -1;
  }

  /**
   * Whether the cipher runs in JCE rather than the driver's own code; empty when there is no
   * encryption or the driver does not name its provider.
   */
  public Optional<Boolean> encryptionUsesJce() {
    if (NONE.equals(encryption) || UNAVAILABLE.equals(encryptionProvider)) {
      return Optional.empty();
    }
    return Optional.of(!encryptionProvider.equalsIgnoreCase(DRIVER_OWN_PROVIDER));
  }

  /** A one-line summary, e.g. {@code encryption AES256 (SunJCE), checksum SHA256 (JavaNet)}. */
  public String summary() {
    return "encryption " + encryption + " (" + encryptionProvider + "), checksum " + checksum
        + " (" + checksumProvider + ")";
  }
}
