package dev.nnebench.scenario;

import dev.nnebench.driver.DriverDataSource;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.NneLevel;
import java.util.Properties;

/**
 * The connection properties a scenario sets, one per setting. Properties, not URL parameters:
 * a real server's listener rejects unknown URL parameters.
 */
public final class ConnectionProperties {
  public static final String ENCRYPTION_LEVEL = "oracle.net.encryption_client";
  public static final String ENCRYPTION_TYPES = EncryptionType.PROPERTY;
  public static final String CHECKSUM_LEVEL = "oracle.net.crypto_checksum_client";
  public static final String CHECKSUM_TYPES = ChecksumType.PROPERTY;
  public static final String USE_JCE = "oracle.net.useJCEAPI";
  public static final String ROW_PREFETCH = "defaultRowPrefetch";
  public static final String USER = DriverDataSource.USER;
  public static final String PASSWORD = DriverDataSource.PASSWORD;

  private ConnectionProperties() {}

  /** The NNE and fetch properties of a scenario (no credentials). */
  public static Properties of(Scenario s) {
    Properties p = new Properties();
    p.setProperty(ENCRYPTION_LEVEL, level(s.encryptionLevel()));
    if (s.encryption() != EncryptionType.NONE) {
      p.setProperty(ENCRYPTION_TYPES, s.encryption().propertyValue());
    }
    p.setProperty(CHECKSUM_LEVEL, level(s.checksumLevel()));
    if (s.checksum() != ChecksumType.NONE) {
      p.setProperty(CHECKSUM_TYPES, s.checksum().propertyValue());
    }
    p.setProperty(USE_JCE, Boolean.toString(s.jce()));
    if (s.setsFetchSize()) {
      p.setProperty(ROW_PREFETCH, Integer.toString(s.fetchSize()));
    }
    return p;
  }

  /** The scenario's properties plus user and password. */
  public static Properties of(Scenario s, String user, String password) {
    Properties p = of(s);
    p.setProperty(USER, user);
    p.setProperty(PASSWORD, password);
    return p;
  }

  /** The value of a level property: the level's name, as sqlnet.ora spells it. */
  public static String level(NneLevel level) {
    return level.name();
  }
}
