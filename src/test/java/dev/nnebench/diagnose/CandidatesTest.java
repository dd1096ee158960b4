package dev.nnebench.diagnose;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.scenario.Shapes;
import dev.nnebench.target.TargetKind;
import java.util.List;
import org.junit.jupiter.api.Test;

class CandidatesTest {
  private static final List<String> ALL = List.of("fetchSize=10", "fetchSize=1000", "jce=true",
      "jce=false", Candidate.NNE_OFF, "checksum=SHA256", "checksum=MD5", "driver=23", "driver=19");

  private static Scenario inForce(DriverVersion d, boolean jce, EncryptionType e) {
    return Scenario.of(d, jce, e, ChecksumType.SHA256, 10, Shapes.parse("tiny"),
        ReadStyle.GET_STRING);
  }

  private static List<String> kept(Candidates.Selection s) {
    return s.kept().stream().map(Candidate::text).toList();
  }

  @Test
  void onTheNewestDriverUseJceApiIsNotTriedAndWhatChangesNothingIsDropped() {
    var s = Candidates.select(ALL, inForce(DriverVersion.V23, true, EncryptionType.AES256),
        TargetKind.LOOPBACK, NneLevel.ACCEPTED);

    assertEquals(List.of("fetchSize=1000", Candidate.NNE_OFF, "driver=19"), kept(s));
    assertTrue(s.skipped().contains("jce=false: ojdbc 23 ignores useJCEAPI"), s.skipped().toString());
    assertTrue(s.skipped().stream().anyMatch(r -> r.startsWith("checksum=MD5: MD5 checksum was"
        + " removed")), s.skipped().toString());
  }

  @Test
  void theDriversOwnAesIsTriedAgainstJceOnAnOlderDriver() {
    var s = Candidates.select(ALL, inForce(DriverVersion.V19, false, EncryptionType.AES256),
        TargetKind.LOOPBACK, NneLevel.ACCEPTED);

    assertTrue(kept(s).contains("jce=true"), kept(s).toString());
    assertTrue(kept(s).contains("checksum=MD5"), kept(s).toString());
    assertTrue(kept(s).contains("driver=23"), kept(s).toString());
  }

  @Test
  void nneOffIsNotTriedWhereTheServerRequiresNne() {
    var s = Candidates.select(List.of(Candidate.NNE_OFF),
        inForce(DriverVersion.V23, true, EncryptionType.AES256), TargetKind.LOOPBACK,
        NneLevel.REQUIRED);

    assertEquals(List.of(), kept(s));
    assertEquals(List.of(Candidate.NNE_OFF + ": the server requires NNE (--server-nne REQUIRED)"),
        s.skipped());
  }

  @Test
  void onTheContainerMd5IsSkippedForWhatTheServerOffersNotForTheDriver() {
    var s = Candidates.select(ALL, inForce(DriverVersion.V19, true, EncryptionType.AES256),
        TargetKind.CONTAINER, NneLevel.ACCEPTED);

    assertTrue(s.skipped().stream().anyMatch(r -> r.startsWith("checksum=MD5: checksum MD5: the"
        + " Oracle Free container offers")), s.skipped().toString());
    assertTrue(kept(s).contains(Candidate.NNE_OFF), kept(s).toString());
  }
}
