package dev.nnebench.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.shape.Shape;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What the container refuses before it starts: its algorithms and Oracle's administrators. */
class ContainerRefusalTest {
  private static final Shape SHAPE = new Shape(10, 2, 10, 0, 1);

  private static Scenario scenario(EncryptionType e, ChecksumType c) {
    return Scenario.of(DriverVersion.V19, true, e, c, 10, SHAPE, ReadStyle.GET_STRING);
  }

  @Test
  void threeDesAndMd5AreRefusedNamingWhatTheContainerOffers() {
    String des = ContainerTarget.refusalOf(scenario(EncryptionType.TDES168, ChecksumType.SHA256))
        .orElseThrow();
    assertTrue(des.startsWith("encryption 3DES168: ") && des.contains("AES256, AES192, AES128")
        && des.contains("--target loopback"), des);
    String md5 = ContainerTarget.refusalOf(scenario(EncryptionType.AES256, ChecksumType.MD5))
        .orElseThrow();
    assertTrue(md5.startsWith("checksum MD5: ") && md5.contains("SHA512, SHA384, SHA256, SHA1"),
        md5);
  }

  @Test
  void everyAlgorithmTheScriptOffersAndNoNneAtAllAreServed() {
    for (EncryptionType e : ContainerTarget.ENCRYPTION_TYPES) {
      for (ChecksumType c : ContainerTarget.CHECKSUM_TYPES) {
        assertEquals(Optional.empty(), ContainerTarget.refusalOf(scenario(e, c)), e + "/" + c);
      }
    }
    assertEquals(Optional.empty(),
        ContainerTarget.refusalOf(scenario(EncryptionType.NONE, ChecksumType.NONE)));
  }

  @Test
  void onlyTheContainerRefusesBeforeStarting() {
    Scenario des = scenario(EncryptionType.TDES112, ChecksumType.NONE);
    assertTrue(Targets.refusalBeforeStart(TargetKind.CONTAINER, des).isPresent());
    assertEquals(Optional.empty(), Targets.refusalBeforeStart(TargetKind.LOOPBACK, des));
    assertEquals(Optional.empty(), Targets.refusalBeforeStart(TargetKind.URL, des));
  }

  @Test
  void thePlannedContainerRefusesWhatTheStartedOneWould() {
    Target planned = Targets.planned(TargetOptions.container());
    Scenario md5 = scenario(EncryptionType.AES128, ChecksumType.MD5);
    assertEquals(ContainerTarget.refusalOf(md5), planned.refusal(md5));
    assertTrue(planned.over(Transport.TCPS).isEmpty(), "the container serves no TCPS");
    assertTrue(Targets.planned(TargetOptions.loopback()).over(Transport.TCPS).isPresent());
  }

  @Test
  void sysAndSystemInAnyCaseAreUsageErrors() {
    for (String user : new String[] {"system", "SYS", " System "}) {
      var e = assertThrows(NnebenchException.class, () -> ContainerTarget.requireUsableUser(user));
      assertEquals(ExitCodes.USAGE, e.exitCode());
      assertTrue(e.getMessage().contains("--user") && !e.getMessage().contains("\n"),
          e.getMessage());
    }
    ContainerTarget.requireUsableUser("alice");
  }
}
