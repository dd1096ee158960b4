package dev.nnebench.target;

import java.util.Properties;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TcpsEndpointTest {
  @Test
  void readsTheTcpsPortAndTrustStoreFromTheServeBanner() {
    Optional<TcpsEndpoint> e = TcpsEndpoint.fromServeBanner("listening on 127.0.0.1:41000,"
        + " tcps on 127.0.0.1:41001, trust store /tmp/nnebench-tls-1/truststore.p12");
    assertEquals(new TcpsEndpoint("127.0.0.1", 41001, Path.of("/tmp/nnebench-tls-1/truststore.p12")),
        e.orElseThrow());
  }

  @Test
  void aBannerWithoutTcpsNamesNone() {
    assertTrue(TcpsEndpoint.fromServeBanner("listening on 127.0.0.1:41000").isEmpty());
    assertTrue(TcpsEndpoint.fromServeBanner(null).isEmpty());
  }

  @Test
  void theUrlIsATcpsDescriptor() {
    assertEquals("jdbc:oracle:thin:@(DESCRIPTION=(ADDRESS=(PROTOCOL=TCPS)(HOST=127.0.0.1)"
        + "(PORT=2484))(CONNECT_DATA=(SERVICE_NAME=FREEPDB1)))",
        new TcpsEndpoint("127.0.0.1", 2484, Path.of("t.p12")).url("FREEPDB1"));
  }

  @Test
  void theDriverGetsTheTrustStoreWithoutAPasswordAndNoDnMatch() {
    Properties p = new TcpsEndpoint("127.0.0.1", 2484, Path.of("/x/t.p12"))
        .connectionProperties();
    assertEquals("/x/t.p12", p.get("javax.net.ssl.trustStore"));
    assertEquals("PKCS12", p.get("javax.net.ssl.trustStoreType"));
    assertEquals("false", p.get("oracle.net.ssl_server_dn_match"));
    assertFalse(p.stringPropertyNames().stream().anyMatch(k -> k.toLowerCase().contains("password")));
  }

  @Test
  void aTargetWithoutTcpsHasNoTcpsView() {
    Target plain = UrlTarget.of(TargetOptions.url("jdbc:oracle:thin:@//h:1521/S", "u", "p"));
    assertTrue(plain.over(Transport.TCPS).isEmpty());
    assertEquals(Optional.of(plain), plain.over(Transport.TCP));
  }
}
