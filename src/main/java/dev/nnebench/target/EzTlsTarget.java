package dev.nnebench.target;

import dev.nnebench.nne.EncryptionType;
import java.util.Properties;

/**
 * A target reached over ezTLS: the same plain TCP address, with the driver told to require
 * encryption of type EZTLS only, so it connects over TLS 1.3 inside Oracle Net or not at all
 * (ORA-12650 from a server without ezTLS).
 */
final class EzTlsTarget extends TargetView {
  /** ojdbc's name for ezTLS in its encryption types. */
  static final String EZTLS = "(EZTLS)";
  private static final String ENCRYPTION_LEVEL = "oracle.net.encryption_client";

  EzTlsTarget(Target base) {
    super(base);
  }

  @Override
  public String url() {
    return base.url();
  }

  @Override
  public String description() {
    return base.description() + ", over ezTLS";
  }

  @Override
  public Transport transport() {
    return Transport.EZTLS;
  }

  @Override
  public Properties connectionProperties() {
    Properties p = base.connectionProperties();
    p.setProperty(EncryptionType.PROPERTY, EZTLS);
    p.setProperty(ENCRYPTION_LEVEL, "REQUIRED");
    return p;
  }
}
