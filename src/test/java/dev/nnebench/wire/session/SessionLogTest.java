package dev.nnebench.wire.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class SessionLogTest {
  @Test
  void firstOutcomeAfterLoginShouldStick() {
    SessionLog log = new SessionLog();
    log.user("BENCH");
    log.driver("jdbcthin : 23.26.4.0.0", "387596288");
    log.nne(new Negotiated("AES256", null, Protection.PLAIN, null));
    log.outcome("logged in");
    log.outcome("logoff");
    log.outcome("client sent EOF");
    assertEquals("connection 7: driver=jdbcthin : 23.26.4.0.0 387596288 program=? service=?"
        + " user=BENCH encryption=AES256 checksum=none outcome=logoff", log.line(7));
  }
}
