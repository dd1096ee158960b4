package dev.nnebench.diagnose.candidates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cell.Axes;
import dev.nnebench.driver.DriverVersion;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.scenario.Shapes;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.Transport;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class CandidatesTest {
  private static final String NNE_OFF = Candidate.NNE_OFF.text();
  private static final String EZTLS = Candidate.EZTLS.text();
  private static final List<Candidate> ALL = parse("fetchSize=10", "fetchSize=1000", "jce=true",
      "jce=false", NNE_OFF, "checksum=SHA256", "checksum=MD5", "driver=23", "driver=19");

  private static Scenario inForce(DriverVersion d, boolean jce, EncryptionType e) {
    return Scenario.of(d, jce, e, ChecksumType.SHA256, 10, Shapes.parse("tiny"),
        ReadStyle.GET_STRING);
  }

  private static List<Candidate> parse(String... texts) {
    return Stream.of(texts).map(Candidate::parse).toList();
  }

  private static List<String> kept(Candidates.Selection s) {
    return s.kept().stream().map(Candidate::text).toList();
  }

  @Test
  void onTheNewestDriverUseJceApiIsNotTriedAndWhatChangesNothingIsDropped() {
    var s = Candidates.select(ALL, inForce(DriverVersion.V23, true, EncryptionType.AES256),
        TargetKind.LOOPBACK, NneLevel.ACCEPTED);

    assertEquals(List.of("fetchSize=1000", NNE_OFF, "driver=19"), kept(s));
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
    var s = Candidates.select(parse(NNE_OFF),
        inForce(DriverVersion.V23, true, EncryptionType.AES256), TargetKind.LOOPBACK,
        NneLevel.REQUIRED);

    assertEquals(List.of(), kept(s));
    assertEquals(List.of(NNE_OFF + ": the server requires NNE (--server-nne REQUIRED)"),
        s.skipped());
  }

  @Test
  void onTheContainerMd5IsSkippedForWhatTheServerOffersNotForTheDriver() {
    var s = Candidates.select(ALL, inForce(DriverVersion.V19, true, EncryptionType.AES256),
        TargetKind.CONTAINER, NneLevel.ACCEPTED);

    assertTrue(s.skipped().stream().anyMatch(r -> r.startsWith("checksum=MD5: checksum MD5: the"
        + " Oracle Free container offers")), s.skipped().toString());
    assertTrue(kept(s).contains(NNE_OFF), kept(s).toString());
  }

  @Test
  void ezTlsIsTriedWhereNneIsInForceOnDriver23AndTheLoopbackDouble() {
    var s = Candidates.select(parse(EZTLS),
        inForce(DriverVersion.V23, true, EncryptionType.AES256), TargetKind.LOOPBACK,
        NneLevel.ACCEPTED, Transport.TCP);

    assertEquals(List.of(EZTLS), kept(s));
    assertEquals(Set.of(Axes.TRANSPORT), s.kept().get(0).kind());
    assertFalse(s.kept().get(0).isNneOff());
  }

  @Test
  void nneCannotStackOnEzTls() {
    Scenario ez = Scenario.of(DriverVersion.V23, true, EncryptionType.NONE, ChecksumType.NONE,
        10, Shapes.parse("tiny"), ReadStyle.GET_STRING);
    Scenario nne = inForce(DriverVersion.V23, true, EncryptionType.AES256);
    assertEquals(java.util.Optional.of("NNE over ezTLS: ezTLS is the encryption already"),
        TransportFit.reason(Candidate.parse("fetchSize=1000"), ez, nne, Transport.EZTLS,
            TargetKind.LOOPBACK));
  }

  @Test
  void ezTlsIsNotProposedForDriver19ElsewhereOrWithoutNneAndSaysWhy() {
    assertEquals(List.of(EZTLS + ": ojdbc 19 has no ezTLS (23.26.4 is the first), so"
        + " ezTLS is not proposed"), Candidates.select(parse(EZTLS),
            inForce(DriverVersion.V19, true, EncryptionType.AES256), TargetKind.LOOPBACK,
            NneLevel.ACCEPTED, Transport.TCP).skipped());
    assertTrue(Candidates.select(parse(EZTLS),
        inForce(DriverVersion.V23, true, EncryptionType.AES256), TargetKind.URL,
        NneLevel.ACCEPTED, Transport.TCP).skipped().get(0)
        .endsWith("the target is not known to answer ezTLS (of nnebench's targets only the"
            + " loopback double does), so it is not proposed"));
    Scenario plain = Scenario.of(DriverVersion.V23, true, EncryptionType.NONE, ChecksumType.NONE,
        10, Shapes.parse("tiny"), ReadStyle.GET_STRING);
    assertEquals(List.of(EZTLS + ": no NNE in force: ezTLS would add encryption, not"
        + " replace it"), Candidates.select(parse(EZTLS), plain,
            TargetKind.LOOPBACK, NneLevel.ACCEPTED, Transport.TCP).skipped());
  }

  /* In force over ezTLS: the move to it and NNE off change nothing (a checksum asked at the
   * REJECTED level of NONE neither), and a driver without it cannot follow. */
  @Test
  void overEzTlsInForceNneAndOlderDriversAreNotTried() {
    Scenario ez = Scenario.of(DriverVersion.V23, true, EncryptionType.NONE, ChecksumType.NONE,
        10, Shapes.parse("tiny"), ReadStyle.GET_STRING);
    var s = Candidates.select(parse(EZTLS, NNE_OFF, "fetchSize=1000",
        "checksum=SHA256", "driver=19"), ez, TargetKind.LOOPBACK, NneLevel.ACCEPTED,
        Transport.EZTLS);

    assertEquals(List.of("fetchSize=1000"), kept(s));
    assertEquals(List.of("driver=19: ojdbc 19 has no ezTLS (23.26.4 is the first), so ezTLS is"
        + " not proposed"), s.skipped());
  }
}
