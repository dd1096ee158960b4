package dev.nnebench.wire.server;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.target.TcpsEndpoint;
import dev.nnebench.wire.RealDrivers;
import dev.nnebench.wire.tls.TlsIdentity;
import java.io.IOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The double serving TCP and TCPS side by side, its trust store in a test's directory, and the
 * real drivers connecting over either, for the TCPS tests. Collects the connection log lines.
 */
final class TcpsDouble implements AutoCloseable {
  final List<String> log = new CopyOnWriteArrayList<>();
  final WireServer server;
  final TcpsEndpoint endpoint;

  TcpsDouble(Path dir, ServerOptions.Builder options) throws IOException {
    TlsIdentity identity = TlsIdentity.create(new SecureRandom());
    server = new WireServer(options.tcps(identity, 0).log(log::add).build()).start();
    Path trustStore = dir.resolve("truststore.p12");
    identity.writeTrustStore(trustStore);
    endpoint = new TcpsEndpoint("127.0.0.1", server.tcpsPort(), trustStore);
  }

  /** Connects over TCPS with the trust properties and {@code extra} (e.g. NNE settings). */
  Connection tcps(DriverVersion driver, Map<String, String> extra) throws SQLException {
    return RealDrivers.SHORT.connectUrl(driver, endpoint.url(RealDrivers.SERVICE),
        trusting(extra));
  }

  /** Connects with a (PROTOCOL=TCPS) descriptor to the plain TCP port. */
  Connection tcpsToPlainPort(DriverVersion driver) throws SQLException {
    TcpsEndpoint wrong = new TcpsEndpoint("127.0.0.1", server.port(), endpoint.trustStore());
    return RealDrivers.SHORT.connectUrl(driver, wrong.url(RealDrivers.SERVICE),
        trusting(RealDrivers.nne(null, null)));
  }

  /** Connects with plain TCP to the TCPS port. */
  Connection tcpToTlsPort(DriverVersion driver) throws SQLException {
    return RealDrivers.SHORT.connect(driver, server.tcpsPort(), RealDrivers.nne(null, null));
  }

  /** Connects over plain TCP. */
  Connection tcp(DriverVersion driver) throws SQLException {
    return RealDrivers.SHORT.connect(driver, server.port(), RealDrivers.nne(null, null));
  }

  private Map<String, String> trusting(Map<String, String> extra) {
    Map<String, String> p = new HashMap<>();
    endpoint.connectionProperties().forEach((k, v) -> p.put(k.toString(), v.toString()));
    p.putAll(extra);
    return p;
  }

  /** Waits (up to a few seconds) until {@code count} connections have ended; their lines. */
  List<String> awaitLines(int count) throws InterruptedException {
    for (int i = 0; i < 250 && log.size() < count; i++) {
      Thread.sleep(20);
    }
    return List.copyOf(log);
  }

  @Override
  public void close() {
    server.close();
  }
}
