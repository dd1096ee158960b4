package dev.nnebench.wire.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
  void sequenceShouldSkipZeroWhenItWraps() {
    assertEquals(1, PiggybackSkipper.nextSequence(255));
    assertEquals(6, PiggybackSkipper.nextSequence(5));
  }
}
