package dev.nnebench.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MeasuredRttTest {
  private static final long MS = 1_000_000;

  @Test
  void withinTenPercentOfWhatWasAskedIsTheLinkAsked() {
    LinkSpec link = LinkSpec.parse("20ms", "unlimited", "0");
    assertTrue(new MeasuredRtt(link, MS / 10, MS / 10 + 21 * MS).asAsked());
    assertFalse(new MeasuredRtt(link, MS / 10, MS / 10 + 23 * MS).asAsked());
    assertFalse(new MeasuredRtt(link, MS / 10, MS / 10 + 17 * MS).asAsked());
  }

  @Test
  void aShortLinkIsAllowedATenthOfAMillisecond() {
    LinkSpec link = LinkSpec.parse("0.5ms", "unlimited", "0");
    assertTrue(new MeasuredRtt(link, 80_000, 80_000 + 590_000).asAsked());
    assertFalse(new MeasuredRtt(link, 80_000, 80_000 + 610_000).asAsked());
  }

  @Test
  void aMismatchSaysBothFiguresAndTheFix() {
    MeasuredRtt rtt = new MeasuredRtt(LinkSpec.parse("1ms", "unlimited", "0"), 50_000, 2 * MS);
    assertEquals(1_950_000, rtt.addedNanos());
    assertFalse(rtt.asAsked());
    assertTrue(rtt.mismatch().contains("added 1.950 ms to a round trip, not the 1.000 ms asked"),
        rtt.mismatch());
    assertTrue(rtt.mismatch().contains("rerun on a quieter machine"), rtt.mismatch());
  }
}
