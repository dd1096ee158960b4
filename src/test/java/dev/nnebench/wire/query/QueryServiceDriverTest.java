package dev.nnebench.wire.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import java.sql.Connection;
import java.sql.ResultSet;
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
 * The real drivers against the double with the query service: every fetch's digest must equal
 * the shape's expected digest. The matrix is sampled to keep the build short: each driver runs
 * every shape below with NNE off and with AES256+SHA512 on one connection; every AES x SHA-2 pair
 * runs one shape with the newest driver. Together the shapes cover fetch sizes 1, 10, 1,000 and
 * 100,000, NULLs 0/30/100 %, repeat 1 and 10, and widths 1, 100 and 4,000.
 */
class QueryServiceDriverTest {
  /** Each shape with the fetch size it is read with. */
  static final List<Object[]> SHAPES = List.of(
      new Object[] {new Shape(40, 3, 1, 0, 1), 1},
      new Object[] {new Shape(250, 5, 100, 30, 10), 10},
      new Object[] {new Shape(300, 3, 4000, 30, 1), 1000},
      new Object[] {new Shape(3000, 2, 100, 100, 10), 100_000},
      new Object[] {new Shape(120, 4, 4000, 0, 10), 10},
      new Object[] {new Shape(2500, 3, 1, 30, 1), 100_000});

  @RegisterExtension static final QueryServer SERVER = new QueryServer();

  static Stream<Arguments> driversWithAndWithoutNne() {
    List<Arguments> cases = new ArrayList<>();
    for (DriverVersion driver : DriverVersion.values()) {
      cases.add(Arguments.of(driver, null, null));
      cases.add(Arguments.of(driver, "AES256", "SHA512"));
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0} {1} {2}")
  @MethodSource("driversWithAndWithoutNne")
  void shouldDeliverEveryShapeExactly(DriverVersion driver, String encryption, String checksum)
      throws SQLException {
    try (Connection c = RealDrivers.LARGE_FETCH.connect(driver, SERVER.port(),
        RealDrivers.nne(encryption, checksum))) {
      for (Object[] s : SHAPES) {
        Shape shape = (Shape) s[0];
        ShapeFetch.run(c, shape, (Integer) s[1]).assertMatches(shape, driver + " " + shape.label());
      }
      assertBanner(c, encryption, checksum);
    }
  }

  static Stream<Arguments> aesSha2Pairs() {
    return Stream.of("AES128", "AES192", "AES256").flatMap(enc ->
        Stream.of("SHA256", "SHA384", "SHA512").map(sum -> Arguments.of(enc, sum)));
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("aesSha2Pairs")
  void shouldDeliverOverEveryAesSha2Pair(String encryption, String checksum) throws SQLException {
    Shape shape = new Shape(500, 3, 300, 30, 10);
    try (Connection c = RealDrivers.LARGE_FETCH.connect(DriverVersion.V23, SERVER.port(),
        RealDrivers.nne(encryption, checksum))) {
      ShapeFetch.run(c, shape, 100).assertMatches(shape, encryption + "+" + checksum);
      assertBanner(c, encryption, checksum);
    }
  }

  private static void assertBanner(Connection c, String encryption, String checksum)
      throws SQLException {
    List<String> lines = new ArrayList<>();
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(NneBanner.QUERY)) {
      while (rs.next()) {
        lines.add(rs.getString(1));
      }
    }
    assertTrue(lines.get(0).startsWith("TCP/IP NT Protocol Adapter"), lines.toString());
    assertEquals(encryption != null, lines.stream().anyMatch(l -> l.startsWith(encryption + " ")),
        lines.toString());
    assertEquals(checksum != null, lines.stream().anyMatch(l -> l.startsWith(checksum + " ")),
        lines.toString());
  }
}
