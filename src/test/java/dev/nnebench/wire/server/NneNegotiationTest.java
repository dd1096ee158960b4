package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.wire.RealDrivers;
import java.sql.Connection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Real drivers negotiate NNE with the double, log in (which exercises the authentication key
 * fold-in), ping and log off; the driver's own report of the algorithms must match. Every
 * encryption and checksum appears at least once, each alone too, across drivers and both
 * useJCEAPI settings; the full cross product would cost minutes for no new code path.
 */
class NneNegotiationTest {
  private final List<String> log = new CopyOnWriteArrayList<>();

  static Stream<Arguments> matrix() {
    return Stream.of(
        Arguments.of(DriverVersion.V23, "AES256", "SHA256", "true"),
        Arguments.of(DriverVersion.V23, "AES128", "SHA1", "false"),
        Arguments.of(DriverVersion.V23, "AES192", "SHA384", "true"),
        Arguments.of(DriverVersion.V23, "AES256", "SHA512", "false"),
        Arguments.of(DriverVersion.V23, "AES256", null, "true"),
        Arguments.of(DriverVersion.V23, null, "SHA256", "false"),
        Arguments.of(DriverVersion.V21, "AES192", "SHA512", "false"),
        Arguments.of(DriverVersion.V21, "AES128", "SHA256", "true"),
        Arguments.of(DriverVersion.V19, "AES256", "SHA384", "true"),
        Arguments.of(DriverVersion.V19, "AES128", null, "false"),
        Arguments.of(DriverVersion.V18, "AES256", "SHA1", "false"),
        Arguments.of(DriverVersion.V18, null, "SHA512", "true"));
  }

  @ParameterizedTest(name = "{0} {1}/{2} JCE={3}")
  @MethodSource("matrix")
  void shouldNegotiateAndCarryTrafficAfterTheFoldIn(DriverVersion driver, String enc, String sum,
      String jce) throws Exception {
    try (WireServer server = new WireServer(ServerOptions.builder().log(log::add).build()).start();
        Connection c = RealDrivers.SHORT.connect(driver, server.port(),
            clientProperties(enc, sum, jce))) {
      for (int i = 0; i < 20; i++) {
        assertTrue(c.isValid(5), "ping " + i); // CBC and MAC state across many packets
      }
      assertEquals(enc == null ? "" : enc, blankIfNull(RealDrivers.oracleString(c, "getEncryptionAlgorithmName")));
      assertEquals(sum == null ? "" : sum, blankIfNull(RealDrivers.oracleString(c, "getDataIntegrityAlgorithmName")));
      if (!driver.equals(DriverVersion.V18)) { // 18.15 has no provider getters
        assertProviders(c, driver, enc, sum, Boolean.parseBoolean(jce));
      }
    }
  }

  /*
   * useJCEAPI=false selects the driver's own Java crypto ("JavaNet") on 19 and 21; 23.26 uses the
   * JCE whatever the setting says (seen here), so on 23.26 the switch changes nothing.
   */
  private static void assertProviders(Connection c, DriverVersion driver, String enc, String sum,
      boolean jce) {
    boolean javaNet = !jce && !driver.equals(DriverVersion.V23);
    if (enc != null) {
      assertEquals(javaNet ? "JavaNet" : "SunJCE", RealDrivers.oracleString(c, "getEncryptionProviderName"));
    }
    if (sum != null) {
      assertEquals(javaNet ? "JavaNet" : "SUN", RealDrivers.oracleString(c, "getChecksumProviderName"));
    }
  }

  static Map<String, String> clientProperties(String enc, String sum, String jce) {
    return Map.of(
        "oracle.net.encryption_client", enc == null ? "REJECTED" : "REQUIRED",
        "oracle.net.encryption_types_client", enc == null ? "AES256" : enc,
        "oracle.net.crypto_checksum_client", sum == null ? "REJECTED" : "REQUIRED",
        "oracle.net.crypto_checksum_types_client", sum == null ? "SHA256" : sum,
        "oracle.net.useJCEAPI", jce);
  }

  private static String blankIfNull(String s) {
    return s == null || "NONE".equalsIgnoreCase(s) ? "" : s;
  }
}
