package dev.nnebench.wire.tls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.SecureRandom;
import java.security.SignatureException;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The JDK's own X.509 parser reads what we encode, and its signature verifies. */
class SelfSignedCertificateTest {
  private final SecureRandom random = new SecureRandom();

  private KeyPair keys() throws Exception {
    KeyPairGenerator g = KeyPairGenerator.getInstance("EC");
    g.initialize(new ECGenParameterSpec("secp256r1"), random);
    return g.generateKeyPair();
  }

  @Test
  void isAVersion3CertificateSignedByItsOwnKey() throws Exception {
    KeyPair keys = keys();
    X509Certificate cert = SelfSignedCertificate.create(keys, "test double", Duration.ofDays(2),
        random);

    assertEquals(3, cert.getVersion());
    assertEquals("CN=test double", cert.getSubjectX500Principal().getName());
    assertEquals(cert.getSubjectX500Principal(), cert.getIssuerX500Principal());
    assertEquals(keys.getPublic(), cert.getPublicKey());
    assertEquals("SHA256withECDSA", cert.getSigAlgName());
    cert.verify(keys.getPublic());
    cert.checkValidity();
    assertTrue(cert.getSerialNumber().signum() > 0);
  }

  @Test
  void anRsaKeyGetsAnRsaSignature() throws Exception {
    KeyPairGenerator g = KeyPairGenerator.getInstance("RSA");
    g.initialize(2048, random);
    KeyPair keys = g.generateKeyPair();
    X509Certificate cert = SelfSignedCertificate.create(keys, "rsa", Duration.ofDays(1), random);
    assertEquals("SHA256withRSA", cert.getSigAlgName());
    cert.verify(keys.getPublic());
  }

  @Test
  void anotherKeyDoesNotVerifyIt() throws Exception {
    X509Certificate cert = SelfSignedCertificate.create(keys(), "x", Duration.ofDays(1), random);
    assertThrows(SignatureException.class, () -> cert.verify(keys().getPublic()));
  }

  @Test
  void namesLocalhostAndTheLoopbackAddress() throws Exception {
    X509Certificate cert = SelfSignedCertificate.create(keys(), "x", Duration.ofDays(1), random);
    Set<String> names = cert.getSubjectAlternativeNames().stream()
        .map(n -> n.get(0) + ":" + n.get(1)).collect(Collectors.toSet());
    assertEquals(Set.of("2:localhost", "7:127.0.0.1"), names);
  }

  @Test
  void validityRunsFromAlittleBeforeNowForTheGivenTime() throws Exception {
    X509Certificate cert = SelfSignedCertificate.create(keys(), "x", Duration.ofDays(10), random);
    long now = System.currentTimeMillis();
    assertTrue(cert.getNotBefore().getTime() < now);
    long days = Duration.ofMillis(cert.getNotAfter().getTime() - now).toDays();
    assertTrue(days >= 9 && days <= 10, "valid for " + days + " days");
  }

  @Test
  void everyCertificateHasItsOwnSerialNumber() throws Exception {
    KeyPair keys = keys();
    List<X509Certificate> two = List.of(
        SelfSignedCertificate.create(keys, "x", Duration.ofDays(1), random),
        SelfSignedCertificate.create(keys, "x", Duration.ofDays(1), random));
    assertNotEquals(two.get(0).getSerialNumber(), two.get(1).getSerialNumber());
  }
}
