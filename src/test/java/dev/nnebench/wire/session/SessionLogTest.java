package dev.nnebench.wire.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.wire.session.channel.Protection;
import dev.nnebench.wire.session.handshake.AgreedServices;
import org.junit.jupiter.api.Test;

class SessionLogTest {
  @Test
  void firstOutcomeAfterLoginShouldStick() {
    SessionLog log = new SessionLog();
    log.user("BENCH");
    log.driver("jdbcthin : 23.26.4.0.0", "387596288");
    log.nne(new AgreedServices(EncryptionType.AES256, ChecksumType.NONE, Protection.PLAIN, null));
    log.outcome("logged in");
    log.outcome("logoff");
    log.outcome("client sent EOF");
    assertEquals("connection 7: driver=jdbcthin : 23.26.4.0.0 387596288 program=? service=?"
        + " user=BENCH encryption=AES256 checksum=none outcome=logoff", log.line(7));
  }
}
