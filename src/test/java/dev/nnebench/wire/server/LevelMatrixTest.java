package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.wire.RealDrivers;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every client level against every server level, with the real driver: on, off, or the ORA
 * error the driver reports (Oracle's matrix: REQUIRED against REJECTED is ORA-12660; both
 * ACCEPTED stays off; a REJECTED side keeps it off; anything else switches it on).
 */
class LevelMatrixTest {
  @ParameterizedTest(name = "encryption client {0} x server {1} -> {2}")
  @CsvSource({
      "REJECTED, REJECTED, off", "REJECTED, ACCEPTED, off", "REJECTED, REQUESTED, off",
      "REJECTED, REQUIRED, 12660",
      "ACCEPTED, REJECTED, off", "ACCEPTED, ACCEPTED, off", "ACCEPTED, REQUESTED, AES256",
      "ACCEPTED, REQUIRED, AES256",
      "REQUESTED, REJECTED, off", "REQUESTED, ACCEPTED, AES256", "REQUESTED, REQUESTED, AES256",
      "REQUESTED, REQUIRED, AES256",
      "REQUIRED, REJECTED, 12660", "REQUIRED, ACCEPTED, AES256", "REQUIRED, REQUESTED, AES256",
      "REQUIRED, REQUIRED, AES256"})
  void encryptionShouldFollowOraclesMatrix(NneLevel client, NneLevel server, String outcome)
      throws Exception {
    ServerOptions options = ServerOptions.builder()
        .encryption(server, List.of(EncryptionType.AES256)).build();
    Map<String, String> props = Map.of("oracle.net.encryption_client", client.name(),
        "oracle.net.encryption_types_client", "AES256");
    assertOutcome(options, props, "getEncryptionAlgorithmName", outcome);
  }

  @ParameterizedTest(name = "checksum client {0} x server {1} -> {2}")
  @CsvSource({
      "REJECTED, REJECTED, off", "REJECTED, ACCEPTED, off", "REJECTED, REQUESTED, off",
      "REJECTED, REQUIRED, 12660",
      "ACCEPTED, REJECTED, off", "ACCEPTED, ACCEPTED, off", "ACCEPTED, REQUESTED, SHA384",
      "ACCEPTED, REQUIRED, SHA384",
      "REQUESTED, REJECTED, off", "REQUESTED, ACCEPTED, SHA384", "REQUESTED, REQUESTED, SHA384",
      "REQUESTED, REQUIRED, SHA384",
      "REQUIRED, REJECTED, 12660", "REQUIRED, ACCEPTED, SHA384", "REQUIRED, REQUESTED, SHA384",
      "REQUIRED, REQUIRED, SHA384"})
  void checksumShouldFollowOraclesMatrix(NneLevel client, NneLevel server, String outcome)
      throws Exception {
    ServerOptions options = ServerOptions.builder()
        .checksum(server, List.of(ChecksumType.SHA384)).build();
    Map<String, String> props = Map.of("oracle.net.crypto_checksum_client", client.name(),
        "oracle.net.crypto_checksum_types_client", "SHA384");
    assertOutcome(options, props, "getDataIntegrityAlgorithmName", outcome);
  }

  @ParameterizedTest(name = "no common algorithm, client {0} x server {1} -> {2}")
  @CsvSource({"REQUIRED, ACCEPTED, 12650", "ACCEPTED, REQUIRED, 12650",
      "REQUESTED, REQUESTED, off"})
  void noCommonAlgorithmShouldFailOnlyWhenRequired(NneLevel client, NneLevel server,
      String outcome) throws Exception {
    ServerOptions options = ServerOptions.builder()
        .encryption(server, List.of(EncryptionType.AES256)).build();
    Map<String, String> props = Map.of("oracle.net.encryption_client", client.name(),
        "oracle.net.encryption_types_client", "AES128");
    assertOutcome(options, props, "getEncryptionAlgorithmName", outcome);
  }

  private static void assertOutcome(ServerOptions options, Map<String, String> props,
      String method, String outcome) throws Exception {
    try (WireServer server = new WireServer(options).start()) {
      if (outcome.matches("\\d+")) {
        SQLException e = assertThrows(SQLException.class,
            () -> RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), props));
        assertEquals(Integer.parseInt(outcome), e.getErrorCode(), e.getMessage());
        return;
      }
      try (Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), props)) {
        assertTrue(c.isValid(5));
        String negotiated = RealDrivers.oracleString(c, method);
        boolean off = negotiated == null || negotiated.isEmpty() || "NONE".equalsIgnoreCase(negotiated);
        assertEquals(outcome, off ? "off" : negotiated);
      }
    }
  }
}
