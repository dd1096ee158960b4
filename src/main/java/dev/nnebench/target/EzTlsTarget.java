package dev.nnebench.target;

import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.KeySchedule;
import dev.nnebench.scenario.Scenario;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A target reached over ezTLS: the same plain TCP address, with the driver told to require
 * encryption of type EZTLS only, so it connects over TLS 1.3 inside Oracle Net or not at all
 * (ORA-12650 from a server without ezTLS). Closing it does nothing: the target it views owns the
 * server.
 */
final class EzTlsTarget implements Target {
  /** ojdbc's name for ezTLS in its encryption types. */
  static final String EZTLS = "(EZTLS)";
  private static final String ENCRYPTION_LEVEL = "oracle.net.encryption_client";
  private final Target base;

  EzTlsTarget(Target base) {
    this.base = base;
  }

  @Override
  public TargetKind kind() {
    return base.kind();
  }

  @Override
  public String url() {
    return base.url();
  }

  @Override
  public String user() {
    return base.user();
  }

  @Override
  public String password() {
    return base.password();
  }

  @Override
  public String description() {
    return base.description() + ", over ezTLS";
  }

  @Override
  public Optional<KeySchedule> keySchedule() {
    return base.keySchedule();
  }

  @Override
  public Optional<String> refusal(Scenario scenario) {
    return base.refusal(scenario);
  }

  @Override
  public Transport transport() {
    return Transport.EZTLS;
  }

  @Override
  public Map<String, String> connectionProperties() {
    Map<String, String> p = new LinkedHashMap<>(base.connectionProperties());
    p.put(EncryptionType.PROPERTY, EZTLS);
    p.put(ENCRYPTION_LEVEL, "REQUIRED");
    return p;
  }

  @Override
  public void close() {
    // the viewed target owns the server
  }
}
