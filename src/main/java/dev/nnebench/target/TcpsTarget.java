package dev.nnebench.target;

import java.util.Properties;

/** A target reached over TCPS: the same server, its TCPS URL and the trust properties. */
final class TcpsTarget extends TargetView {
  private final TcpsEndpoint endpoint;

  TcpsTarget(Target base, TcpsEndpoint endpoint) {
    super(base);
    this.endpoint = endpoint;
  }

  @Override
  public String url() {
    return endpoint.url(TargetOptions.SERVICE);
  }

  @Override
  public String description() {
    return base.description() + ", over TCPS port " + endpoint.port();
  }

  @Override
  public Transport transport() {
    return Transport.TCPS;
  }

  @Override
  public Properties connectionProperties() {
    return endpoint.connectionProperties();
  }
}
