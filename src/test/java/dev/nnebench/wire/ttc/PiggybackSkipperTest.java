package dev.nnebench.wire.ttc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class PiggybackSkipperTest {
  @Test
  void shouldFindTheLogoffAfterOjdbcsSessionStatePiggyback() {
    // ojdbc 21/23 at close: piggyback 0xBF seq 4 ("512,0,0,0"), then LOGOFF seq 5
    byte[] request = HexFormat.of().parseHex("11bf04010109003531322c302c302c30030905");
    assertEquals(16, PiggybackSkipper.nextMessage(request, 3, 4));
  }

  @Test
  void shouldReportNoNextMessage() {
    byte[] request = HexFormat.of().parseHex("11bf0401010900353132");
    assertEquals(-1, PiggybackSkipper.nextMessage(request, 3, 4));
  }

  @Test
  void shouldFindTheLogoffWhenOjdbcsSignedCounterWrapsFrom127To1() {
    // a long session: the piggyback is call 127, ojdbc's next sequence number is 1
    byte[] request = HexFormat.of().parseHex("11bf7f010109003531322c302c302c30030901");
    assertEquals(16, PiggybackSkipper.nextMessage(request, 3, 127));
  }

  @Test
  void sequenceNumbersFollowOnOrWrapAsClientsWrapThem() {
    assertTrue(PiggybackSkipper.follows(6, 5));
    assertTrue(PiggybackSkipper.follows(128, 127));
    assertTrue(PiggybackSkipper.follows(1, 127));
    assertTrue(PiggybackSkipper.follows(0, 255));
    assertTrue(PiggybackSkipper.follows(1, 255));
    assertFalse(PiggybackSkipper.follows(1, 5));
    assertFalse(PiggybackSkipper.follows(0, 127));
  }

  @Test
  void mainCallShouldSkipPiggybacks() {
    byte[] closeThenExecute = {0x11, 0x69, 4, 1, 1, 1, 1, 3, 0x5e, 5, 0};
    assertEquals(5, PiggybackSkipper.mainCall(closeThenExecute, 1));
    assertEquals(1, PiggybackSkipper.mainCall(new byte[] {42, 0, 0, 0}, 1));
  }
}
