package dev.nnebench.wire.nne;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class EncryptionAlgorithmTest {
  /* Ids from the brief's table 3.4 (AES ids confirmed against ojdbc11 in the spike). */
  @Test
  void shouldCarryAnoIdsAndDriverNames() {
    assertEquals(17, EncryptionAlgorithm.AES256.id());
    assertEquals(16, EncryptionAlgorithm.AES192.id());
    assertEquals(15, EncryptionAlgorithm.AES128.id());
    assertEquals(12, EncryptionAlgorithm.TRIPLE_DES168.id());
    assertEquals(11, EncryptionAlgorithm.TRIPLE_DES112.id());
    assertEquals(0, EncryptionAlgorithm.NONE.id());
    assertEquals("3DES168", EncryptionAlgorithm.TRIPLE_DES168.driverName());
    assertEquals("AES192", EncryptionAlgorithm.AES192.driverName());
  }

  @Test
  void shouldLookUpByIdAndCaseInsensitiveName() {
    assertEquals(Optional.of(EncryptionAlgorithm.AES128), EncryptionAlgorithm.byId(15));
    assertEquals(Optional.empty(), EncryptionAlgorithm.byId(6));
    assertEquals(Optional.of(EncryptionAlgorithm.TRIPLE_DES112),
        EncryptionAlgorithm.byDriverName("3des112"));
    assertEquals(Optional.of(EncryptionAlgorithm.AES256),
        EncryptionAlgorithm.byDriverName(" aes256 "));
    assertEquals(Optional.empty(), EncryptionAlgorithm.byDriverName("RC4_256"));
  }
}
