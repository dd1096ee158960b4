package dev.nnebench.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class NegotiatedTest {

  private static Negotiated with(String encryption, String provider) {
    return new Negotiated("21.24.0.0", encryption, "SHA256", provider, "JavaNet", 8192);
  }

  @Test
  void driversOwnProviderIsNotJce() {
    assertEquals(Optional.of(false), with("AES256", "JavaNet").encryptionUsesJce());
    assertEquals(Optional.of(true), with("AES256", "SunJCE").encryptionUsesJce());
  }

  @Test
  void cannotTellWithoutEncryptionOrProvider() {
    assertTrue(with(Negotiated.NONE, "JavaNet").encryptionUsesJce().isEmpty());
    assertTrue(with("AES128", Negotiated.UNAVAILABLE).encryptionUsesJce().isEmpty());
  }

  @Test
  void summaryNamesAlgorithmsAndProviders() {
    assertEquals("encryption AES256 (SunJCE), checksum SHA256 (JavaNet)",
        with("AES256", "SunJCE").summary());
  }
}
