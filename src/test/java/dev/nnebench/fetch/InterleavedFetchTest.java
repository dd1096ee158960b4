package dev.nnebench.fetch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.shape.Shape;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class InterleavedFetchTest {
  /** More rows than either fetch size, not a multiple of them: the last chunk is partial. */
  private static final Shape SHAPE = new Shape(1234, 3, 20, 20, 3);

  @RegisterExtension
  static final LoopbackDouble LOOPBACK = new LoopbackDouble();

  private static Scenario scenario(DriverVersion d, EncryptionType e, ChecksumType c,
      int fetchSize, ReadStyle read) {
    return Scenario.of(d, true, e, c, fetchSize, SHAPE, read);
  }

  @Test
  void bothSidesReadTheirWholeShapeVerifiedEachWithItsOwnSettings() throws Exception {
    Scenario nne = scenario(DriverVersion.V23, EncryptionType.AES256, ChecksumType.SHA256, 10,
        ReadStyle.GET_STRING);
    Scenario plain = scenario(DriverVersion.V23, EncryptionType.NONE, ChecksumType.NONE, 100,
        ReadStyle.GET_BYTES);
    try (Session a = Connector.open(nne, LOOPBACK.target()); Session b = Connector.open(plain,
        LOOPBACK.target())) {
      InterleavedFetch.Pair pair = InterleavedFetch.run(a, b);
      for (FetchResult r : new FetchResult[] {pair.first(), pair.second()}) {
        assertTrue(r.verified());
        assertEquals(SHAPE.rows(), r.rows());
        assertEquals((long) SHAPE.rows() * SHAPE.cellsPerRow(), r.cells());
        assertTrue(r.cpuNanos() > 0 && r.wallNanos() > 0 && r.bytes() > 0);
        assertEquals(-1, r.userNanos(), "user time is not split between the sides");
      }
      assertEquals("AES256", pair.first().negotiated().encryption());
      assertEquals("NONE", pair.second().negotiated().encryption());
      assertEquals(100, pair.second().scenario().fetchSize());
    }
  }

  @Test
  void aUsersQueryIsCountedOnBothSidesNotVerified() throws Exception {
    Scenario s = scenario(DriverVersion.V19, EncryptionType.AES128, ChecksumType.SHA1, 10,
        ReadStyle.GET_STRING);
    try (Session a = Connector.open(s, LOOPBACK.target()); Session b = Connector.open(s,
        LOOPBACK.target())) {
      InterleavedFetch.Pair pair = InterleavedFetch.run(a, b, "select 'hello' from dual", 0);
      for (FetchResult r : new FetchResult[] {pair.first(), pair.second()}) {
        assertEquals(1, r.rows());
        assertEquals(5, r.bytes());
        assertEquals("query", r.query());
        assertFalse(r.verified());
      }
    }
  }

  @Test
  void aServerErrorFailsWithFetchAndLeavesBothSessionsUsable() throws Exception {
    Scenario s = scenario(DriverVersion.V23, EncryptionType.AES256, ChecksumType.SHA256, 10,
        ReadStyle.GET_STRING);
    try (Session a = Connector.open(s, LOOPBACK.target()); Session b = Connector.open(s,
        LOOPBACK.target())) {
      var e = assertThrows(NnebenchException.class,
          () -> InterleavedFetch.run(a, b, "select * from nope", 0));
      assertEquals(ExitCodes.FETCH, e.exitCode());
      assertTrue(e.getMessage().contains("ORA-00942"), e.getMessage());
      assertTrue(InterleavedFetch.run(a, b).first().verified());
    }
  }

  @Test
  void eachStepIsChargedToTheCursorThatRanItAlone() throws Exception {
    Scenario s = scenario(DriverVersion.V23, EncryptionType.AES256, ChecksumType.SHA256, 10,
        ReadStyle.GET_STRING);
    try (Session a = Connector.open(s, LOOPBACK.target()); Session b = Connector.open(s,
        LOOPBACK.target())) {
      ThreadMeters meters = ThreadMeters.start();
      String sql = SHAPE.toSql();
      try (Cursor first = Cursor.open(a, sql, SHAPE.cellsPerRow(), 0, false, meters);
          Cursor second = Cursor.open(b, sql, SHAPE.cellsPerRow(), 0, false, meters)) {
        long secondWall = second.tally().wallNanos;
        long secondCpu = second.tally().cpuNanos;
        long firstWall = first.tally().wallNanos;

        assertTrue(first.read(25), "rows remain after 25 of " + SHAPE.rows());

        assertEquals(25, first.tally().rows);
        assertTrue(first.tally().wallNanos > firstWall);
        assertEquals(0, second.tally().rows);
        assertEquals(secondWall, second.tally().wallNanos);
        assertEquals(secondCpu, second.tally().cpuNanos);
        assertFalse(second.read(SHAPE.rows() + 1), "the whole shape and its end in one step");
        assertEquals(SHAPE.rows(), second.tally().rows);
        assertFalse(second.read(10), "an exhausted cursor reads nothing more");
        assertEquals(SHAPE.rows(), second.tally().rows);
      }
    }
  }
}
