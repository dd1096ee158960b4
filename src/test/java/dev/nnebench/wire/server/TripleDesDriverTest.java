package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.nne.KeySchedule;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import dev.nnebench.wire.query.ShapeFetch;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * 3DES112 and 3DES168 with the drivers that still have them (18, 19, 21), under both key
 * schedules, each with MD5, SHA1 and SHA256, alternating useJCEAPI (18.15 always uses its own
 * DES): login (the fold-in rekeys the shared CBC register) and a fetch over several round trips,
 * so the register chains through requests and replies in both directions.
 */
class TripleDesDriverTest {
  private static final DriverVersion[] DRIVERS = {DriverVersion.V21, DriverVersion.V19,
      DriverVersion.V18, DriverVersion.V12};
  private static final Shape ROWS = new Shape(150, 3, 70, 10, 2);
  private static final Map<KeySchedule, WireServer> SERVERS = new EnumMap<>(KeySchedule.class);

  @BeforeAll
  static void startServers() {
    for (KeySchedule s : KeySchedule.values()) {
      SERVERS.put(s, new WireServer(ServerOptions.builder().keySchedule(s).build()).start());
    }
  }

  @AfterAll
  static void stopServers() {
    SERVERS.values().forEach(WireServer::close);
  }

  static Stream<Arguments> matrix() {
    List<Arguments> cases = new ArrayList<>();
    for (DriverVersion d : DRIVERS) {
      for (String enc : List.of("3DES112", "3DES168")) {
        for (KeySchedule s : KeySchedule.values()) {
          for (String sum : List.of("MD5", "SHA1", "SHA256")) {
            cases.add(Arguments.of(d, enc, sum, s, cases.size() % 2 == 0));
          }
        }
      }
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0} {1}/{2} {3} JCE={4}")
  @MethodSource("matrix")
  void shouldFetchExactRows(DriverVersion driver, String enc, String sum, KeySchedule schedule,
      boolean jce) throws SQLException {
    try (Connection c = RealDrivers.SHORT.connect(driver, SERVERS.get(schedule).port(),
        KeyScheduleDriverTest.properties(enc, sum, jce, true))) {
      assertEquals(enc, RealDrivers.oracleString(c, "getEncryptionAlgorithmName"));
      assertEquals(sum, RealDrivers.oracleString(c, "getDataIntegrityAlgorithmName"));
      ShapeFetch.run(c, ROWS, 40).assertMatches(ROWS, "rows as sent");
      assertEquals(true, c.isValid(5), "a ping after the fetch, still in step");
    }
  }
}
