package dev.nnebench.wire.query;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.wire.call.SessionInfo;
import java.util.List;
import org.junit.jupiter.api.Test;

class NneBannerTest {
  private static final String V = " for Linux: Version 19.0.0.0.0 - Production";

  @Test
  void shouldListAnAdapterLinePerNegotiatedAlgorithm() {
    assertEquals(List.of("TCP/IP NT Protocol Adapter" + V, "Encryption service" + V,
        "AES128 Encryption service adapter" + V, "Crypto-checksumming service" + V,
        "SHA384 Crypto-checksumming service adapter" + V),
        NneBanner.rows(new SessionInfo("u", "s", "AES128", "SHA384", 13, true)));
  }

  @Test
  void shouldListOnlyTheServicesWithoutNne() {
    assertEquals(3, NneBanner.rows(new SessionInfo("u", "s", null, "NONE", 13, true)).size());
  }
}
