package dev.nnebench.wire.query;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.shape.RowDigest;
import dev.nnebench.shape.Shape;
import dev.nnebench.shape.TypedReads;
import dev.nnebench.wire.RealDrivers;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The ojdbc drivers fetch typed shapes from the double over a socket and read every cell's exact
 * value, as text compared with {@link Shape#value}, and as the digest {@link RowDigest#expected}
 * defines: every driver at fetch size 1 without NNE and at 1000 with AES256/SHA256. A query
 * for a type out of scope gets ORA-00902 and the session's next query works.
 */
public class TypedShapeDriverTest {
  static final Shape SCALARS = new Shape(60, 9, 12, 20, 3, Shape.parseTypes(
      "number/number(12,2)/number(5,5)/date/timestamp/timestamp_tz/binary_double/raw/varchar2"), 0);

  @RegisterExtension static final QueryServer SERVER = new QueryServer();

  static Stream<Arguments> cases() {
    List<Arguments> cases = new ArrayList<>();
    for (DriverVersion driver : DriverVersion.values()) {
      cases.add(Arguments.of(driver, null, 1));
      cases.add(Arguments.of(driver, "AES256", 1000));
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0} {1} fetch {2}")
  @MethodSource("cases")
  void shouldDeliverEveryScalarTypeExactly(DriverVersion driver, String encryption, int fetchSize)
      throws SQLException {
    try (Connection c = RealDrivers.FETCH.connect(driver, SERVER.port(),
        RealDrivers.nne(encryption, encryption == null ? null : "SHA256"))) {
      assertValues(c, SCALARS, fetchSize, false, driver + " " + encryption);
      assertUnsupportedTypeRefused(c);
    }
  }

  static void assertUnsupportedTypeRefused(Connection c) throws SQLException {
    try (Statement s = c.createStatement()) {
      SQLException e = org.junit.jupiter.api.Assertions.assertThrows(SQLException.class,
          () -> s.executeQuery("SELECT JSON_OBJECT('a' VALUE 1) FROM dual"));
      assertEquals(902, e.getErrorCode(), e.getMessage());
      try (ResultSet rs = s.executeQuery("SELECT 'after' FROM dual")) {
        org.junit.jupiter.api.Assertions.assertTrue(rs.next());
        assertEquals("after", rs.getString(1));
      }
    }
  }

  /** Compares each cell's text and the digest, and the described types' names and scales. */
  public static void assertValues(Connection c, Shape shape, int fetchSize, boolean streams,
      String context) throws SQLException {
    RowDigest digest = new RowDigest();
    long rows = 0;
    try (Statement s = c.createStatement()) {
      s.setFetchSize(fetchSize);
      try (ResultSet rs = s.executeQuery(shape.toSql())) {
        assertDescribed(rs.getMetaData(), shape, context);
        while (rs.next()) {
          rows++;
          digest.addId(rs.getLong(1));
          for (int col = 1; col <= shape.columns(); col++) {
            assertEquals(shape.value(rows, col),
                TypedReads.text(rs, col + 1, shape.type(col), streams),
                context + " row " + rows + " C" + col + " " + shape.type(col));
            TypedReads.read(rs, col + 1, shape.type(col), streams, digest);
          }
        }
      }
    }
    assertEquals(shape.rows(), rows, context + ": rows");
    assertEquals(RowDigest.hex(RowDigest.expected(shape)), RowDigest.hex(digest.value()),
        context + ": digest");
  }

  private static void assertDescribed(ResultSetMetaData md, Shape shape, String context)
      throws SQLException {
    assertEquals(shape.columns() + 1, md.getColumnCount(), context);
    for (int col = 1; col <= shape.columns(); col++) {
      String expected = switch (shape.type(col).kind()) {
        case TIMESTAMP_TZ -> "TIMESTAMP WITH TIME ZONE";
        default -> shape.type(col).kind().name();
      };
      assertEquals(expected, md.getColumnTypeName(col + 1), context + " C" + col);
      if (shape.type(col).constrained()) {
        assertEquals(shape.type(col).precision(), md.getPrecision(col + 1), context + " C" + col);
        assertEquals(shape.type(col).scale(), md.getScale(col + 1), context + " C" + col);
      }
    }
  }
}
