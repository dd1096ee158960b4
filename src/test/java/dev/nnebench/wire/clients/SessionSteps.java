package dev.nnebench.wire.clients;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

/**
 * What every client program must print for one run: ORA-01017 for the wrong password, the
 * login, an ALTER SESSION, the DUAL query, each shape's exact rows, ORA-00942 with the session usable afterwards,
 * ping and logoff.
 */
final class SessionSteps {
  private SessionSteps() {}

  /**
   * @param connected what the client prints after logging in (e.g. the server version it saw)
   */
  static void assertAll(ClientRun run, String connected, List<ExpectedShapes.Fetch> fetches) {
    assertEquals(0, run.exitCode(), run.output());
    assertEquals("ORA-01017", run.step("wrong password"), run.output());
    assertEquals(connected, run.step("connected"), run.output());
    assertEquals("ok", run.step("alter session"), run.output());
    assertEquals("42", run.step("dual"), run.output());
    for (ExpectedShapes.Fetch f : fetches) {
      assertEquals(f.expectedLine(), run.step("shape " + f.spec()), run.output());
    }
    assertEquals("ORA-00942", run.step("unknown table"), run.output());
    assertEquals("after", run.step("after error"), run.output());
    assertEquals("ok", run.step("ping"), run.output());
    assertEquals("ok", run.step("closed"), run.output());
  }

  /** The first shape, run three times on one cursor: the later runs re-execute it. */
  static void assertReexecuted(ClientRun run, ExpectedShapes.Fetch first) {
    assertEquals(first.expectedLine(), run.step("reexecute " + first.spec()), run.output());
  }
}
