package dev.nnebench.fetch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.scenario.Shapes;
import dev.nnebench.shape.Shape;
import dev.nnebench.target.LobPrefetch;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * read=getObject with the real drivers: whatever each driver's getObject hands back (BigDecimal,
 * Timestamp, oracle.sql.TIMESTAMP and TIMESTAMPTZ of its own class loader, Double, byte[], Clob,
 * Blob) reaches the row digest in canonical form, so the fetch verifies: every driver on every
 * scalar type, 23 and 19 also on LOBs above the prefetch (locators and read calls) with NNE.
 */
class GetObjectReadTest {
  private static final Shape SCALARS = Shapes.parse("rows=300,nulls=20,repeat=3,width=12,"
      + "types=varchar2/number/number(12,2)/number(5,5)/date/timestamp/timestamp_tz/"
      + "binary_double/raw");
  private static final Shape LOBS = Shapes.parse("rows=30,nulls=20,types=clob/blob/date,"
      + "lobSize=40000");
  @RegisterExtension
  static final LoopbackDouble LOOPBACK = new LoopbackDouble();

  static Stream<Arguments> cases() {
    List<Arguments> cases = new ArrayList<>();
    for (DriverVersion d : DriverVersion.values()) {
      cases.add(Arguments.of(d, SCALARS, EncryptionType.NONE, 1));
    }
    for (DriverVersion d : List.of(DriverVersion.V23, DriverVersion.V19)) {
      cases.add(Arguments.of(d, SCALARS, EncryptionType.AES256, 1000));
      cases.add(Arguments.of(d, LOBS, EncryptionType.AES256, 1000));
      cases.add(Arguments.of(d, Shapes.parse("tiny"), EncryptionType.NONE, 10));
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0} {1} {2} fetch {3}")
  @MethodSource("cases")
  void everyValueGetObjectReturnsVerifies(DriverVersion d, Shape shape, EncryptionType e,
      int fetchSize) throws Exception {
    Scenario s = Scenario.of(d, true, e, e == EncryptionType.NONE ? ChecksumType.NONE
        : ChecksumType.SHA256, fetchSize, shape, ReadStyle.GET_OBJECT);
    try (Session session = Connector.open(s, LobPrefetch.on(LOOPBACK.target(), 1000))) {
      FetchResult r = FetchRun.run(session);
      assertTrue(r.verified(), r.toString());
      assertEquals(shape.rows(), r.rows());
    }
  }
}
