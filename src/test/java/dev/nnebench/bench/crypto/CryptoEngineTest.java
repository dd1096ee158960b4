package dev.nnebench.bench.crypto;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import org.junit.jupiter.api.Test;

class CryptoEngineTest {

  @Test
  void jceAesRoundTripsWithTheTypesKeyLength() throws Throwable {
    AesCbc aes = CryptoEngine.JCE.aes(EncryptionType.AES192);
    byte[] plain = new byte[64];
    assertArrayEquals(plain, aes.decrypt(aes.encrypt(plain)));
  }

  @Test
  void jceDigestIsTheTypesJcaDigest() throws Throwable {
    assertEquals(ChecksumType.SHA384.macLength(),
        CryptoEngine.JCE.digest(ChecksumType.SHA384).digest(new byte[10]).length);
  }

  @Test
  void refusesWhatIsNotAnAesCipherOrADigest() {
    var tdes = assertThrows(IllegalArgumentException.class,
        () -> CryptoEngine.JCE.aes(EncryptionType.TDES168));
    assertTrue(tdes.getMessage().contains("3DES168 is not AES"), tdes.getMessage());
    assertThrows(IllegalArgumentException.class, () -> CryptoEngine.JCE.digest(ChecksumType.NONE));
  }
}
