package dev.nnebench.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class LinkSpecTest {
  @Test
  void readsWhatTheOptionsSay() {
    LinkSpec link = LinkSpec.parse("5ms", "1gbit", "0");
    assertEquals(5_000_000, link.rttNanos());
    assertEquals(2_500_000, link.oneWayNanos());
    assertEquals(1_000_000_000, link.bitsPerSecond());
    assertEquals("rtt 5ms, bandwidth 1gbit", link.describe());
  }

  @Test
  void spellsValuesAsParametersDo() {
    assertEquals("0.5ms", LinkSpec.parse("0.5ms", "unlimited", "0").rttLabel());
    assertEquals("250us", LinkSpec.parse("0.25ms", "unlimited", "0").rttLabel());
    assertEquals("1.5s", LinkSpec.parse("1500ms", "unlimited", "0").rttLabel());
    assertEquals("unlimited", LinkSpec.parse("0", "unlimited", "0").bandwidthLabel());
    assertEquals("100mbit", LinkSpec.parse("0", "100MBIT/s", "0").bandwidthLabel());
    assertEquals("2.5gbit", LinkSpec.parse("0", "2500mbit", "0").bandwidthLabel());
    assertEquals("512kbit", LinkSpec.parse("0", "512kbit", "0").bandwidthLabel());
  }

  @Test
  void noDelayAndNoCapIsNoLink() {
    assertFalse(LinkSpec.NONE.emulated());
    assertFalse(LinkSpec.parse("0", "unlimited", "0").emulated());
    assertTrue(LinkSpec.parse("0", "1gbit", "0").emulated());
  }

  @Test
  void refusesWhatItCannotRead() {
    assertThrows(IllegalArgumentException.class, () -> LinkSpec.parse("5", "unlimited", "0"));
    assertThrows(IllegalArgumentException.class, () -> LinkSpec.parse("-1ms", "unlimited", "0"));
    assertThrows(IllegalArgumentException.class, () -> LinkSpec.parse("61s", "unlimited", "0"));
    assertThrows(IllegalArgumentException.class,
        () -> LinkSpec.parse("999999999s", "unlimited", "0"));
    assertThrows(IllegalArgumentException.class, () -> LinkSpec.parse("0", "fast", "0"));
    assertThrows(IllegalArgumentException.class, () -> LinkSpec.parse("0", "10kbit", "0"));
    IllegalArgumentException jitter = assertThrows(IllegalArgumentException.class,
        () -> LinkSpec.parse("2ms", "unlimited", "1.5ms"));
    assertTrue(jitter.getMessage().contains("half the RTT"), jitter.getMessage());
  }
}
