package dev.nnebench.diagnose.candidates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.diagnose.query.ColumnProfile;
import dev.nnebench.diagnose.query.ResultProfile;
import dev.nnebench.driver.DriverVersion;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.scenario.Shapes;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class LobCandidatesTest {
  private static ResultProfile withLob(int... lengths) {
    ColumnProfile id = new ColumnProfile("ID", "NUMBER");
    ColumnProfile doc = new ColumnProfile("DOC", "CLOB");
    for (int n : lengths) {
      id.add("1");
      doc.add("x".repeat(n));
    }
    return new ResultProfile(lengths.length, List.of(id, doc), Optional.empty(), "");
  }

  private static Scenario driver(DriverVersion d) {
    return Scenario.of(d, true, dev.nnebench.nne.EncryptionType.NONE,
        dev.nnebench.nne.ChecksumType.NONE, 100, Shapes.parse("tiny"),
        dev.nnebench.scenario.ReadStyle.GET_STRING);
  }

  private static List<String> texts(LobCandidates.Selection s) {
    return s.kept().stream().map(Candidate::text).toList();
  }

  @Test
  void withoutLobColumnsNothingIsAdded() {
    ColumnProfile name = new ColumnProfile("NAME", "VARCHAR2");
    name.add("a");
    LobCandidates.Selection s = LobCandidates.of(new ResultProfile(1, List.of(name),
        Optional.empty(), ""), driver(DriverVersion.V19));
    assertTrue(s.kept().isEmpty());
    assertTrue(s.skipped().isEmpty());
  }

  @Test
  void aLobLongerThan32kAddsASizeFittingTheLargest() {
    LobCandidates.Selection s = LobCandidates.of(withLob(1000, 100_000), driver(DriverVersion.V19));
    assertEquals(List.of("lobPrefetch=32768", "lobPrefetch=1048576", "lobPrefetch=100000"),
        texts(s));
    assertEquals("oracle.jdbc.defaultLobPrefetchSize=1048576", s.kept().get(1).property());
  }

  @Test
  void theDriversOwnDefaultIsNotTriedAgain() {
    LobCandidates.Selection s = LobCandidates.of(withLob(10_000), driver(DriverVersion.V23));
    assertEquals(List.of("lobPrefetch=1048576"), texts(s));
    assertTrue(s.skipped().get(0).startsWith("lobPrefetch=32768: ojdbc 23's default"),
        s.skipped().toString());
  }
}
