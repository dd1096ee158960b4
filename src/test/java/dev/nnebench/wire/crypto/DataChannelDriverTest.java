package dev.nnebench.wire.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.shape.RowDigest;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import dev.nnebench.wire.query.QueryService;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every encryption x checksum pair (and each alone) with a real driver through the double: log in,
 * then fetch rows wide enough to fill many full-SDU packets, so big seals, the MAC chain across
 * packets and the post-login key fold-in all meet the driver's own decrypt and verify. The pairs
 * rotate over the four drivers and both useJCEAPI settings.
 */
class DataChannelDriverTest {
  private static final DriverVersion[] DRIVERS = DriverVersion.values();
  /** 23.26 knows neither MD5 (ORA-18903) nor 3DES, so those pairs rotate over 18, 19, 21. */
  private static final DriverVersion[] UP_TO_21 = {DRIVERS[1], DRIVERS[2], DRIVERS[3]};
  private static final Shape WIDE = new Shape(60, 3, 4000, 10, 1);
  private static WireServer server;

  @BeforeAll
  static void startServer() {
    server = new WireServer(ServerOptions.builder()
        .encryption(NneLevel.ACCEPTED, ServerOptions.ALL_ENCRYPTION)
        .checksum(NneLevel.ACCEPTED, ServerOptions.ALL_CHECKSUMS)
        .callHandlers(QueryService::new).build()).start();
  }

  @AfterAll
  static void stopServer() {
    server.close();
  }

  static Stream<Arguments> pairs() {
    List<Arguments> pairs = new ArrayList<>();
    for (EncryptionType enc : EncryptionType.values()) {
      for (ChecksumType sum : ChecksumType.values()) {
        if (enc == EncryptionType.NONE && sum == ChecksumType.NONE) {
          continue;
        }
        boolean tripleDes = enc == EncryptionType.TDES112
            || enc == EncryptionType.TDES168;
        DriverVersion[] drivers = sum == ChecksumType.MD5 || tripleDes ? UP_TO_21 : DRIVERS;
        int n = pairs.size();
        pairs.add(Arguments.of(enc, sum, drivers[n % drivers.length], n % 2 == 0));
      }
    }
    return pairs.stream();
  }

  @ParameterizedTest(name = "{0}/{1} {2} JCE={3}")
  @MethodSource("pairs")
  void shouldCarryAWideFetchThatTheDriverDecryptsAndVerifies(EncryptionType enc,
      ChecksumType sum, DriverVersion driver, boolean jce) throws SQLException {
    try (Connection c = RealDrivers.FETCH.connect(driver, server.port(), required(enc, sum, jce))) {
      assertEquals(enc.driverName(), nullAsNone(
          RealDrivers.oracleString(c, "getEncryptionAlgorithmName")), "encryption reported");
      assertEquals(sum.driverName(), nullAsNone(
          RealDrivers.oracleString(c, "getDataIntegrityAlgorithmName")), "checksum reported");
      assertEquals(RowDigest.hex(RowDigest.expected(WIDE)), fetchDigest(c), "rows as sent");
    }
  }

  private static String fetchDigest(Connection c) throws SQLException {
    RowDigest digest = new RowDigest();
    try (Statement s = c.createStatement()) {
      s.setFetchSize(WIDE.rows());
      try (ResultSet rs = s.executeQuery(WIDE.toSql())) {
        int columns = rs.getMetaData().getColumnCount(); // the row id, then the shape's columns
        while (rs.next()) {
          for (int i = 1; i <= columns; i++) {
            digest.add(rs.getString(i));
          }
        }
      }
    }
    return RowDigest.hex(digest.value());
  }

  private static Map<String, String> required(EncryptionType enc, ChecksumType sum,
      boolean jce) {
    boolean encOn = enc != EncryptionType.NONE;
    boolean sumOn = sum != ChecksumType.NONE;
    return Map.of(
        "oracle.net.encryption_client", encOn ? "REQUIRED" : "REJECTED",
        "oracle.net.encryption_types_client", encOn ? enc.driverName() : "AES256",
        "oracle.net.crypto_checksum_client", sumOn ? "REQUIRED" : "REJECTED",
        "oracle.net.crypto_checksum_types_client", sumOn ? sum.driverName() : "SHA256",
        "oracle.net.useJCEAPI", Boolean.toString(jce));
  }

  private static String nullAsNone(String reported) {
    return reported == null || reported.isEmpty() ? "NONE" : reported.toUpperCase();
  }
}
