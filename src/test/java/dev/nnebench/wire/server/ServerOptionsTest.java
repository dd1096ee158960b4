package dev.nnebench.wire.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.NneLevel;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class ServerOptionsTest {
  @Test
  void defaultsShouldBeBenchOnFreepdb1WithEveryAlgorithmAccepted() {
    ServerOptions o = ServerOptions.defaults();
    assertEquals("bench", o.password("BENCH"));
    assertTrue(o.servesService("freepdb1"));
    assertEquals(NneLevel.ACCEPTED, o.encryption().level());
    assertEquals(List.of(17, 16, 15, 12, 11), o.encryption().algorithms());
    assertEquals(0, o.port());
  }

  @Test
  void userShouldReplaceTheDefaultUser() {
    ServerOptions o = ServerOptions.builder().user("scott", "tiger").build();
    assertNull(o.password("bench"));
    assertEquals("tiger", o.password("Scott"));
    assertFalse(o.servesService(null));
  }

  @Test
  void shouldRefuseWhatTheDoubleCannotDo() {
    ServerOptions.Builder b = ServerOptions.builder();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> b.encryption(NneLevel.REQUIRED, List.of(EncryptionType.NONE)));
    assertTrue(e.getMessage().contains("the level says"), e.getMessage());
    assertThrows(IllegalArgumentException.class,
        () -> b.checksum(NneLevel.REQUIRED, List.of(ChecksumType.NONE)));
    assertThrows(IllegalArgumentException.class, () -> b.sdu(100));
    assertThrows(IllegalArgumentException.class, () -> b.port(70000));
    assertThrows(IllegalArgumentException.class, () -> b.user("", "x"));
  }

  @Test
  void inboundConnectTimeoutShouldDefaultToOraclesSixtySecondsAndRefuseNegatives() {
    assertEquals(Duration.ofSeconds(60), ServerOptions.defaults().inboundConnectTimeout());
    assertEquals(Duration.ZERO,
        ServerOptions.builder().inboundConnectTimeout(Duration.ZERO).build().inboundConnectTimeout());
    assertThrows(IllegalArgumentException.class,
        () -> ServerOptions.builder().inboundConnectTimeout(Duration.ofMillis(-1)));
  }
}
