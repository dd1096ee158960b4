package dev.nnebench.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.shape.Shape;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Oracle's ORA-12660 rule per service, and what TCPS and ezTLS change about it. */
class ServerLevelRefusalTest {
  private static final Scenario OFF = scenario(EncryptionType.NONE, ChecksumType.NONE);
  private static final Scenario ON = scenario(EncryptionType.AES256, ChecksumType.SHA256);
  private static final Scenario CHECKSUM_ONLY = scenario(EncryptionType.NONE, ChecksumType.SHA256);

  private static Scenario scenario(EncryptionType e, ChecksumType c) {
    return Scenario.of(DriverVersion.V23, true, e, c, 1000, new Shape(10, 2, 10, 0, 1),
        ReadStyle.GET_STRING);
  }

  @Test
  void aRequiringServerRefusesEachServiceTheClientRejects() {
    String off = ServerLevelRefusal.of(NneLevel.REQUIRED, OFF, Transport.TCP).orElseThrow();
    assertTrue(off.startsWith("encryption NONE: the server requires NNE") && off.contains(
        "--server-nne ACCEPTED"), off);
    assertTrue(ServerLevelRefusal.of(NneLevel.REQUIRED, CHECKSUM_ONLY, Transport.TCP)
        .orElseThrow().startsWith("encryption NONE"));
    assertEquals(Optional.empty(), ServerLevelRefusal.of(NneLevel.REQUIRED, ON, Transport.TCP));
  }

  @Test
  void aRejectingServerRefusesAClientThatRequiresNne() {
    String on = ServerLevelRefusal.of(NneLevel.REJECTED, ON, Transport.TCP).orElseThrow();
    assertTrue(on.startsWith("encryption AES256 required: the server rejects NNE"), on);
    assertEquals(Optional.empty(), ServerLevelRefusal.of(NneLevel.REJECTED, OFF, Transport.TCP));
  }

  @Test
  void acceptingAndRequestedServersServeBoth() {
    for (NneLevel level : new NneLevel[] {NneLevel.ACCEPTED, NneLevel.REQUESTED}) {
      assertEquals(Optional.empty(), ServerLevelRefusal.of(level, OFF, Transport.TCP));
      assertEquals(Optional.empty(), ServerLevelRefusal.of(level, ON, Transport.TCP));
    }
  }

  @Test
  void overTlsTheServerNoLongerInsistsAndEzTlsOnlyNeedsEncryptionNotRejected() {
    assertEquals(Optional.empty(), ServerLevelRefusal.of(NneLevel.REQUIRED, OFF, Transport.TCPS));
    assertEquals(Optional.empty(), ServerLevelRefusal.of(NneLevel.REQUIRED, OFF,
        Transport.EZTLS));
    assertTrue(ServerLevelRefusal.of(NneLevel.REJECTED, OFF, Transport.EZTLS).orElseThrow()
        .startsWith("encryption EZTLS required"));
  }

  @Test
  void onlyTargetsWhoseServerLevelIsKnownRefuse() {
    TargetOptions url = TargetOptions.url("jdbc:oracle:thin:@//db:1521/S", "u", "p");
    assertEquals(Optional.empty(), ServerLevelRefusal.of(Targets.planned(url), OFF,
        Transport.TCP));
    TargetOptions requiring = new TargetOptions(TargetKind.LOOPBACK, null, "bench", "pw",
        NneLevel.REQUIRED);
    assertTrue(ServerLevelRefusal.of(Targets.planned(requiring), OFF, Transport.TCP).isPresent());
  }
}
