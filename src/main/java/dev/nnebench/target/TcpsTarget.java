package dev.nnebench.target;

import dev.nnebench.nne.KeySchedule;
import dev.nnebench.scenario.Scenario;
import java.util.Map;
import java.util.Optional;

/**
 * A target reached over TCPS: the same server, user and password, its TCPS URL and the trust
 * properties. Closing it does nothing: the target it views owns the server.
 */
final class TcpsTarget implements Target {
  private final Target base;
  private final TcpsEndpoint endpoint;

  TcpsTarget(Target base, TcpsEndpoint endpoint) {
    this.base = base;
    this.endpoint = endpoint;
  }

  @Override
  public TargetKind kind() {
    return base.kind();
  }

  @Override
  public String url() {
    return endpoint.url(TargetOptions.SERVICE);
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
    return base.description() + ", over TCPS port " + endpoint.port();
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
    return Transport.TCPS;
  }

  @Override
  public Map<String, String> connectionProperties() {
    return endpoint.connectionProperties();
  }

  @Override
  public void close() {
    // the viewed target owns the server
  }
}
