package dev.nnebench.fetch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.driver.DriverVersion;
import dev.nnebench.driver.Negotiated;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.shape.Shape;
import dev.nnebench.target.Transport;
import org.junit.jupiter.api.Test;

class NegotiationCheckTest {

  private static Scenario asked(NneLevel level, EncryptionType e, ChecksumType c) {
    return new Scenario(DriverVersion.V23, true, level, e, level, c, 10,
        new Shape(1, 1, 1, 0, 1), ReadStyle.GET_STRING);
  }

  private static Negotiated got(String encryption, String checksum) {
    return new Negotiated("23", encryption, checksum, "JCE", "JCE", 8192);
  }

  @Test
  void requiredMustGetWhatItAsked() {
    Scenario s = asked(NneLevel.REQUIRED, EncryptionType.AES256, ChecksumType.SHA256);
    assertTrue(NegotiationCheck.mismatch(s, got("AES256", "SHA256")).isEmpty());
    var e = assertThrows(NnebenchException.class, () -> NegotiationCheck.require(s, got("AES128", "SHA256")));
    assertEquals(ExitCodes.CONNECT, e.exitCode());
    assertTrue(e.getMessage().contains("asked encryption REQUIRED AES256")
        && e.getMessage().contains("negotiated AES128"), e.getMessage());
  }

  @Test
  void requiredChecksumWithoutOneFails() {
    Scenario s = asked(NneLevel.REQUIRED, EncryptionType.AES256, ChecksumType.SHA512);
    String m = NegotiationCheck.mismatch(s, got("AES256", Negotiated.NONE)).orElseThrow();
    assertTrue(m.contains("asked checksum REQUIRED SHA512") && m.contains("negotiated NONE"), m);
  }

  @Test
  void acceptedAndRequestedLetTheServerDecline() {
    for (NneLevel level : new NneLevel[] {NneLevel.ACCEPTED, NneLevel.REQUESTED}) {
      Scenario s = asked(level, EncryptionType.AES192, ChecksumType.SHA1);
      assertTrue(NegotiationCheck.mismatch(s, got(Negotiated.NONE, Negotiated.NONE)).isEmpty());
      assertTrue(NegotiationCheck.mismatch(s, got("AES192", "SHA1")).isEmpty());
      assertTrue(NegotiationCheck.mismatch(s, got("AES256", "SHA1")).isPresent());
    }
  }

  /* Over ezTLS the driver names the TLS suite; NNE, or nothing, fails loudly. */
  @Test
  void ezTlsMustGetATlsSuiteAndNoChecksum() {
    Scenario s = asked(NneLevel.REJECTED, EncryptionType.NONE, ChecksumType.NONE);
    NegotiationCheck.require(s, got("TLS_AES_256_GCM_SHA384", Negotiated.NONE), Transport.EZTLS);
    for (Negotiated wrong : new Negotiated[] {got("AES256", Negotiated.NONE),
        got(Negotiated.NONE, Negotiated.NONE), got("TLS_AES_256_GCM_SHA384", "SHA256")}) {
      var e = assertThrows(NnebenchException.class,
          () -> NegotiationCheck.require(s, wrong, Transport.EZTLS));
      assertTrue(e.getMessage().contains("asked ezTLS"), e.getMessage());
    }
  }

  @Test
  void noneMustGetNothing() {
    Scenario s = asked(NneLevel.REJECTED, EncryptionType.NONE, ChecksumType.NONE);
    assertTrue(NegotiationCheck.mismatch(s, got(Negotiated.NONE, Negotiated.NONE)).isEmpty());
    assertTrue(NegotiationCheck.mismatch(s, got("AES256", Negotiated.NONE)).isPresent());
  }
}
