package dev.nnebench.fetch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverCatalog;
import dev.nnebench.driver.DriverVersion;
import dev.nnebench.driver.LoadedDriver;
import dev.nnebench.driver.Negotiated;
import dev.nnebench.scenario.ChecksumType;
import dev.nnebench.scenario.EncryptionType;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.scenario.Shape;
import dev.nnebench.target.LoopbackTarget;
import dev.nnebench.target.TargetOptions;
import java.sql.Connection;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A pooled application's fetch: a PreparedStatement repeated on one connection with the driver's
 * implicit statement cache on, so every repeat re-executes the cached cursor instead of parsing.
 */
class PreparedFetchTest {
  private static final Shape SHAPE = new Shape(100, 3, 20, 0, 1);
  private static LoopbackTarget target;

  @BeforeAll
  static void start() {
    target = LoopbackTarget.start(TargetOptions.loopback());
  }

  @AfterAll
  static void stop() {
    target.close();
  }

  @ParameterizedTest
  @EnumSource(DriverVersion.class)
  void repeatsOfACachedStatementFetchVerifiedRowsOverNne(DriverVersion d) throws Exception {
    Scenario s = Scenario.of(d, true, EncryptionType.AES256, ChecksumType.SHA256, 100, SHAPE,
        ReadStyle.GET_STRING);
    Properties p = Connector.properties(s, target);
    p.setProperty("oracle.jdbc.implicitStatementCacheSize", "20");
    LoadedDriver driver = DriverCatalog.load(d);
    try (Connection c = driver.connect(target.url(), p)) {
      Session session = new Session(s, target, c, Negotiated.read(driver, c), 0);
      for (int i = 0; i < 3; i++) {
        FetchResult r = FetchRun.runPrepared(session);
        assertTrue(r.verified());
        assertEquals(SHAPE.rows(), r.rows(), "repeat " + i);
      }
    }
  }
}
