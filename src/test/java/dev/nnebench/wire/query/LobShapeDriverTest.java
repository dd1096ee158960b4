package dev.nnebench.wire.query;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every ojdbc driver reads CLOB and BLOB shapes (values below 19.x's 4000 prefetch, and well
 * above 23.x's 32768, so their LOB calls read the rest) with exact contents, through
 * getString/getBytes and through Clob/Blob streams, with LOB prefetch 0 and the driver's default,
 * at fetch sizes 1 and 1000, with NNE off and on.
 */
class LobShapeDriverTest {
  /** clob-small, clob-large and blob-large with fewer rows, NULLs and repeats, and all types. */
  static final List<Shape> SHAPES = List.of(
      new Shape(25, 2, 100, 20, 2, Shape.parseTypes("number/clob"), 3000),
      new Shape(12, 1, 100, 20, 1, Shape.parseTypes("clob"), 100_000),
      new Shape(12, 1, 100, 20, 1, Shape.parseTypes("blob"), 100_000),
      new Shape(30, 10, 20, 20, 3, Shape.parseTypes("varchar2/number/number(12,2)/date/timestamp/"
          + "timestamp_tz/binary_double/raw/clob/blob"), 300));

  @RegisterExtension static final QueryServer SERVER = new QueryServer();

  /**
   * Every driver at fetch sizes 1 and 1000, each with NNE off and with AES256/SHA256; the LOB
   * prefetch (the driver's default or 0) and the read path (getString/getBytes or streams)
   * alternate, so each driver meets both of each.
   */
  static Stream<Arguments> cases() {
    List<Arguments> cases = new ArrayList<>();
    for (DriverVersion driver : DriverVersion.values()) {
      for (int fetchSize : new int[] {1, 1000}) {
        for (String encryption : new String[] {null, "AES256"}) {
          boolean streams = (fetchSize == 1) == (encryption == null);
          String prefetch = fetchSize == 1 ? null : "0";
          cases.add(Arguments.of(driver, prefetch, streams, fetchSize, encryption));
        }
      }
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0} lobPrefetch={1} streams={2} fetch {3} {4}")
  @MethodSource("cases")
  void shouldReadLobsExactly(DriverVersion driver, String prefetch, boolean streams,
      int fetchSize, String encryption) throws SQLException {
    Map<String, String> props = new HashMap<>(
        RealDrivers.nne(encryption, encryption == null ? null : "SHA256"));
    if (prefetch != null) {
      props.put("oracle.jdbc.defaultLobPrefetchSize", prefetch);
    }
    try (Connection c = RealDrivers.FETCH.connect(driver, SERVER.port(), props)) {
      for (Shape shape : SHAPES) {
        TypedShapeDriverTest.assertValues(c, shape, fetchSize, streams,
            driver + " prefetch " + prefetch + " " + shape.label());
      }
      TypedShapeDriverTest.assertUnsupportedTypeRefused(c);
    }
  }
}
