package dev.nnebench.fetch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.driver.DriverCatalog;
import dev.nnebench.driver.DriverVersion;
import dev.nnebench.driver.LoadedDriver;
import dev.nnebench.driver.Negotiated;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.preset.Preset;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.shape.RowDigest;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.shape.Shape;
import dev.nnebench.target.LoopbackTarget;
import dev.nnebench.target.TargetOptions;
import java.sql.Connection;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class FetchRunTest {
  /** Small, with NULLs and repeats, so every cell kind crosses the wire. */
  private static final Shape SHAPE = new Shape(500, 3, 20, 20, 3);

  private static Scenario scenario(DriverVersion d, EncryptionType e, ChecksumType c, ReadStyle r) {
    return Scenario.of(d, true, e, c, 100, SHAPE, r);
  }

  @Test
  void wrongDigestFailsWithVerify() {
    Scenario s = scenario(DriverVersion.V23, EncryptionType.NONE, ChecksumType.NONE, ReadStyle.GET_STRING);
    long right = FetchRun.expectedDigest(SHAPE);
    FetchRun.verify(s, SHAPE.rows(), right);
    var e = assertThrows(NnebenchException.class, () -> FetchRun.verify(s, SHAPE.rows(), right ^ 1));
    assertEquals(ExitCodes.VERIFY, e.exitCode());
    assertTrue(e.getMessage().contains("instead of " + RowDigest.hex(right)), e.getMessage());
    assertThrows(NnebenchException.class, () -> FetchRun.verify(s, SHAPE.rows() - 1, right));
  }

  @Nested
  class OnLoopback {
    static LoopbackTarget target;

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
    void everyDriverFetchesVerifiedRowsOverAes256Sha256(DriverVersion d) throws Exception {
      Scenario s = scenario(d, EncryptionType.AES256, ChecksumType.SHA256, ReadStyle.GET_STRING);
      try (Session session = Connector.open(s, target)) {
        FetchResult r = FetchRun.run(session);
        assertTrue(r.verified());
        assertEquals(SHAPE.rows(), r.rows());
        assertEquals((long) SHAPE.rows() * SHAPE.cellsPerRow(), r.cells());
        assertEquals("AES256", r.negotiated().encryption());
        assertEquals("SHA256", r.negotiated().checksum());
        assertTrue(r.bytes() > 0 && r.wallNanos() > 0 && r.connectNanos() > 0);
        // the updated double serves 12.2.0.1 (whose ANO version predates 2021) the legacy keys
        assertEquals(d == DriverVersion.V12 ? "legacy" : "updated", r.keySchedule());
      }
    }

    @ParameterizedTest
    @EnumSource(DriverVersion.class)
    void getBytesReadsTheSameRows(DriverVersion d) throws Exception {
      Scenario s = scenario(d, EncryptionType.AES128, ChecksumType.SHA1, ReadStyle.GET_BYTES);
      try (Session session = Connector.open(s, target)) {
        assertEquals(FetchRun.expectedDigest(SHAPE), FetchRun.run(session).digest());
      }
    }

    @Test
    void smokePresetRunsVerifiedEndToEnd() throws Exception {
      for (Scenario s : Preset.load("smoke").sweep().scenarios()) {
        try (Session session = Connector.open(s, target)) {
          assertTrue(FetchRun.run(session).verified(), s.label());
        }
      }
    }

    @Test
    void usersOwnQueryIsCountedNotVerified() throws Exception {
      Scenario s = scenario(DriverVersion.V21, EncryptionType.AES256, ChecksumType.SHA512,
          ReadStyle.GET_STRING);
      try (Session session = Connector.open(s, target)) {
        FetchResult r = FetchRun.runQuery(session, "select 'hello' from dual");
        assertEquals(1, r.rows());
        assertEquals(1, r.cells());
        assertEquals(5, r.bytes());
        assertEquals("query", r.query());
        assertTrue(!r.verified());
        var e = assertThrows(NnebenchException.class,
            () -> FetchRun.runQuery(session, "select * from emp"));
        assertTrue(e.getMessage().contains("ORA-00942"), e.getMessage());
      }
    }

    @Test
    void serverErrorDuringAFetchExitsWithFetchNotConnect() throws Exception {
      Scenario s = scenario(DriverVersion.V23, EncryptionType.AES256, ChecksumType.SHA256,
          ReadStyle.GET_STRING);
      try (Session session = Connector.open(s, target)) {
        var e = assertThrows(NnebenchException.class,
            () -> FetchRun.runQuery(session, "select * from nope"));
        assertEquals(ExitCodes.FETCH, e.exitCode());
        assertTrue(e.getMessage().contains("ORA-00942: table or view does not exist"),
            e.getMessage());
        assertEquals(1, e.getMessage().lines().count(), e.getMessage());
      }
    }

    @Test
    void noneNegotiatesNothing() throws Exception {
      Scenario s = scenario(DriverVersion.V23, EncryptionType.NONE, ChecksumType.NONE, ReadStyle.GET_STRING);
      try (Session session = Connector.open(s, target)) {
        FetchResult r = FetchRun.run(session);
        assertEquals("NONE", r.negotiated().encryption());
        assertEquals("NONE", r.negotiated().checksum());
        assertTrue(r.jceIgnored().isEmpty());
      }
    }

    /*
     * A pooled application's fetch: a PreparedStatement repeated on one connection with the
     * driver's implicit statement cache on, so every repeat re-executes the cached cursor.
     */
    @ParameterizedTest
    @EnumSource(DriverVersion.class)
    void repeatsOfACachedStatementFetchVerifiedRowsOverNne(DriverVersion d) throws Exception {
      Shape small = new Shape(100, 3, 20, 0, 1);
      Scenario s = Scenario.of(d, true, EncryptionType.AES256, ChecksumType.SHA256, 100, small,
          ReadStyle.GET_STRING);
      Properties p = Connector.properties(s, target);
      p.setProperty("oracle.jdbc.implicitStatementCacheSize", "20");
      LoadedDriver driver = DriverCatalog.load(d);
      try (Connection c = driver.connect(target.url(), p)) {
        Session session = new Session(s, target, c, Negotiated.read(driver, c), 0);
        for (int i = 0; i < 3; i++) {
          FetchResult r = FetchRun.runPrepared(session);
          assertTrue(r.verified());
          assertEquals(small.rows(), r.rows(), "repeat " + i);
        }
      }
    }
  }
}
