package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.shape.RowDigest;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Multi-packet responses under NNE: every row arrives intact whatever SDU both sides settle on,
 * so splitting, sealing and the CBC/MAC chains hold across hundreds of packets.
 */
class NneFetchTest {
  private static final Shape SHAPE = new Shape(3000, 4, 100, 10, 2);

  @ParameterizedTest(name = "{0} {1}/{2} server SDU {3}, client SDU {4}")
  @CsvSource({
      "V23, AES256, SHA512, 8192, 8192",
      "V23, AES128, SHA1, 32767, 32767",
      "V23, AES192, , 2048, 65535",
      "V21, AES256, SHA256, 8192, 16384",
      "V19, , SHA384, 65535, 65535",
      "V18, AES128, MD5, 8192, 4096"})
  void shouldDeliverEveryRow(DriverVersion driver, String enc, String sum, int serverSdu,
      int clientSdu) throws Exception {
    ServerOptions options = ServerOptions.builder().sdu(serverSdu).build();
    try (WireServer server = new WireServer(options).start();
        Connection c = RealDrivers.SHORT.connectUrl(driver, url(server.port(), clientSdu),
            NneNegotiationTest.clientProperties(enc, sum, "false"))) {
      RowDigest digest = new RowDigest();
      long rows = 0;
      try (Statement s = c.createStatement()) {
        s.setFetchSize(500);
        try (ResultSet rs = s.executeQuery(SHAPE.toSql())) {
          int columns = rs.getMetaData().getColumnCount(); // the row id, then the shape's
          while (rs.next()) {
            for (int i = 1; i <= columns; i++) {
              digest.add(rs.getString(i));
            }
            rows++;
          }
        }
      }
      assertEquals(SHAPE.rows(), rows);
      assertEquals(RowDigest.hex(RowDigest.expected(SHAPE)), RowDigest.hex(digest.value()));
    }
  }

  private static String url(int port, int sdu) {
    return "jdbc:oracle:thin:@(DESCRIPTION=(SDU=" + sdu + ")(ADDRESS=(PROTOCOL=TCP)"
        + "(HOST=127.0.0.1)(PORT=" + port + "))(CONNECT_DATA=(SERVICE_NAME=FREEPDB1)))";
  }
}
