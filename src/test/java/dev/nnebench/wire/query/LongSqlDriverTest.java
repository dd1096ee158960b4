package dev.nnebench.wire.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import java.sql.Connection;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import java.sql.SQLException;
import java.sql.SQLRecoverableException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * SQL texts of 30 KB and 100 KB (an ORM's generated query; a shape's SQL padded with a comment)
 * span several packets at the default 8 KB SDU: every ojdbc driver executes them and fetches the
 * exact rows, with NNE off and with AES256/SHA256, and the session's next query works; one over
 * the request cap is refused.
 */
class LongSqlDriverTest {
  private static final Shape SHAPE = new Shape(300, 3, 40, 10, 2);

  @RegisterExtension static final QueryServer SERVER = new QueryServer();

  static Stream<Arguments> cases() {
    List<Arguments> cases = new ArrayList<>();
    for (DriverVersion driver : DriverVersion.values()) {
      cases.add(Arguments.of(driver, null));
      cases.add(Arguments.of(driver, "AES256"));
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("cases")
  void shouldExecuteSqlTextsLongerThanAPacket(DriverVersion driver, String encryption)
      throws SQLException {
    try (Connection c = RealDrivers.SHORT.connect(driver, SERVER.port(),
        RealDrivers.nne(encryption, encryption == null ? null : "SHA256"))) {
      for (int length : new int[] {30_000, 100_000}) {
        String sql = padded(SHAPE, length);
        assertEquals(length, sql.length());
        ShapeFetch.run(c, sql, length > 50_000 ? 1000 : 1)
            .assertMatches(SHAPE, driver + " " + encryption + " SQL of " + length + " bytes");
      }
      ShapeFetch.run(c, SHAPE, 100).assertMatches(SHAPE, driver + " after the long texts");
    }
  }

  /**
   * A SQL text over the 16 MB request cap costs its connection at once (the double does not
   * wait for, or buffer, the rest), and the server goes on serving.
   */
  @Test
  void shouldRefuseASqlTextOverTheRequestCap() throws SQLException {
    List<String> log = new CopyOnWriteArrayList<>();
    try (WireServer server = new WireServer(ServerOptions.builder()
        .callHandlers(QueryService::new).log(log::add).build()).start()) {
      try (Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), Map.of())) {
        String sql = padded(SHAPE, 17 * 1024 * 1024);
        assertThrows(SQLRecoverableException.class, () -> ShapeFetch.run(c, sql, 100));
      }
      try (Connection c = RealDrivers.SHORT.connect(DriverVersion.V23, server.port(), Map.of())) {
        ShapeFetch.run(c, SHAPE, 100).assertMatches(SHAPE, "the next connection");
      }
      assertTrue(log.stream().anyMatch(l -> l.contains("request over its size cap")),
          log.toString());
    }
  }

  /** The shape's SQL with a comment after its header, {@code length} characters in all. */
  static String padded(Shape shape, int length) {
    String sql = shape.toSql();
    String header = shape.header();
    String pad = "x".repeat(length - sql.length() - "\n/**/".length());
    return header + "\n/*" + pad + "*/" + sql.substring(header.length());
  }
}
