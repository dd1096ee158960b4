package dev.nnebench.wire.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.wire.session.channel.Protection;
import dev.nnebench.wire.session.handshake.AgreedServices;
import dev.nnebench.wire.tns.ConnectPacket;
import java.nio.charset.StandardCharsets;
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

  @Test
  void shouldEscapeAndBoundWhatTheClientSent() {
    SessionLog log = new SessionLog();
    String forged = "x\nconnection 9: driver=? user=BENCH outcome=logged in";
    byte[] invalidUtf8 = {'u', (byte) 0xc3, (byte) 0x28, 0, (byte) 0xff};
    log.connect(new ConnectPacket(319, 300, 8192, 8192, 0, 0,
        "(PROGRAM=" + "p\r\u0000".repeat(20_000) + ")(SERVICE_NAME=s\u001b[2J)"));
    log.user(new String(invalidUtf8, StandardCharsets.UTF_8));
    log.driver(forged, "1");
    log.outcome("ORA-01017 for user " + forged);
    String line = log.line(3);
    assertTrue(line.chars().allMatch(c -> c >= 0x20 && c < 0x7f), line);
    assertTrue(line.length() < 1_000, line.length() + " characters");
    assertEquals(1, line.split("outcome=", -1).length - 1, line);
    assertTrue(line.contains("driver=x\\nconnection 9:"), line);
    assertTrue(line.contains("service=S\\x1b[2J "), line);
    assertTrue(line.contains("program=P\\r\\x00P\\r"), line);
  }
}
