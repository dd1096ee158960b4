package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.nne.KeySchedule;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.RealDrivers;
import dev.nnebench.wire.query.ShapeFetch;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every driver under both key schedules, over a real socket: AES256/SHA256, AES128/SHA1 and, on
 * the drivers that still have it, AES192/MD5 (whose integrity seeding ignores the schedule) must
 * fetch exact rows, with {@code oracle.net.allow_weak_crypto=false} wherever the driver still
 * offers the algorithm then. Under LEGACY such a client must be refused with ORA-12268, raised
 * by the driver itself.
 */
class KeyScheduleDriverTest {
  private static final Shape ROWS = new Shape(120, 3, 60, 10, 2);
  private static final Map<KeySchedule, WireServer> SERVERS = new EnumMap<>(KeySchedule.class);
  private static final List<String> LOG = new CopyOnWriteArrayList<>();

  @BeforeAll
  static void startServers() {
    for (KeySchedule s : KeySchedule.values()) {
      SERVERS.put(s, new WireServer(ServerOptions.builder().keySchedule(s).log(LOG::add).build())
          .start());
    }
  }

  @AfterAll
  static void stopServers() {
    SERVERS.values().forEach(WireServer::close);
  }

  static Stream<Arguments> matrix() {
    List<Arguments> cases = new ArrayList<>();
    for (DriverVersion d : DriverVersion.values()) {
      for (KeySchedule s : KeySchedule.values()) {
        boolean strict = s == KeySchedule.UPDATED;
        int n = cases.size();
        cases.add(Arguments.of(d, s, "AES256", "SHA256", n % 2 == 0, strict));
        cases.add(Arguments.of(d, s, "AES128", "SHA1", n % 2 == 1, strict));
        if (d.offersLegacyCrypto()) {
          cases.add(Arguments.of(d, s, "AES192", "MD5", n % 2 == 0, false));
        }
      }
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0} {1} {2}/{3} JCE={4} allow_weak_crypto={5}")
  @MethodSource("matrix")
  void shouldFetchExactRows(DriverVersion driver, KeySchedule schedule, String enc, String sum,
      boolean jce, boolean strict) throws SQLException {
    try (Connection c = RealDrivers.SHORT.connect(driver, SERVERS.get(schedule).port(),
        properties(enc, sum, jce, !strict))) {
      assertEquals(enc, RealDrivers.oracleString(c, "getEncryptionAlgorithmName"));
      assertEquals(sum, RealDrivers.oracleString(c, "getDataIntegrityAlgorithmName"));
      ShapeFetch.run(c, ROWS, 50).assertMatches(ROWS, "rows as sent");
    }
  }

  @ParameterizedTest
  // 12.2.0.1 predates oracle.net.allow_weak_crypto: it cannot be strict
  @EnumSource(value = DriverVersion.class, names = "V12", mode = EnumSource.Mode.EXCLUDE)
  void strictClientShouldRefuseTheLegacySchedule(DriverVersion driver)
      throws InterruptedException {
    int logged = LOG.size();
    SQLException e = assertThrows(SQLException.class, () -> RealDrivers.SHORT.connect(driver,
        SERVERS.get(KeySchedule.LEGACY).port(), properties("AES256", "SHA256", true, false)));
    assertTrue(e.getMessage().contains("ORA-12268"), e.getMessage());
    // 18.15 says ORA-12268 in its message but reports error code 1226 (its own truncation)
    assertEquals(driver == DriverVersion.V18 ? 1226 : 12268, e.getErrorCode(), e.getMessage());
    for (int i = 0; i < 500 && LOG.stream().skip(logged).noneMatch(l -> l.contains("ORA-12268"));
        i++) {
      Thread.sleep(20); // the double logs once it sees the client go
    }
    assertTrue(LOG.stream().skip(logged).anyMatch(line -> line.contains("ORA-12268")), LOG
        .toString());
  }

  static Map<String, String> properties(String enc, String sum, boolean jce, boolean allowWeak) {
    Map<String, String> p = new HashMap<>(RealDrivers.nne(enc, sum));
    p.put("oracle.net.useJCEAPI", Boolean.toString(jce));
    p.put("oracle.net.allow_weak_crypto", Boolean.toString(allowWeak));
    return p;
  }
}
