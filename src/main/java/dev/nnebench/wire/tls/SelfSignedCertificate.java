package dev.nnebench.wire.tls;

import java.io.ByteArrayInputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.ZonedDateTime;

/**
 * A self-signed X.509 v3 certificate for an EC or RSA key, signed with SHA-256, encoded here because the JDK has no public
 * API that makes one (keytool does it from the command line; sun.security.x509 is internal).
 * Subject and issuer are {@code CN=<name>}; the subject alternative names are localhost and
 * 127.0.0.1, so a client that checks the host name against the certificate passes on loopback.
 */
public final class SelfSignedCertificate {
  private static final String ECDSA_SHA256 = "1.2.840.10045.4.3.2";
  private static final String RSA_SHA256 = "1.2.840.113549.1.1.11";
  private static final byte[] DER_NULL = {0x05, 0x00};
  private static final String COMMON_NAME = "2.5.4.3";
  private static final String SUBJECT_ALT_NAME = "2.5.29.17";
  private static final int DNS_NAME = 2;
  private static final int IP_ADDRESS = 7;
  private static final int SERIAL_BITS = 63;
  /* Backdated a little, so a client whose clock is a minute behind still accepts it. */
  private static final Duration BACKDATE = Duration.ofHours(1);

  private SelfSignedCertificate() {}

  /** Signs a certificate for {@code keys} (EC or RSA) valid from now for {@code validity}. */
  public static X509Certificate create(KeyPair keys, String commonName, Duration validity,
      SecureRandom random) throws GeneralSecurityException {
    ZonedDateTime now = ZonedDateTime.now();
    boolean rsa = keys.getPublic().getAlgorithm().equals("RSA");
    // RFC 4055 gives RSA's identifier explicit NULL parameters; RFC 5758 gives ECDSA's none
    byte[] algorithm = rsa ? Der.sequence(Der.oid(RSA_SHA256), DER_NULL)
        : Der.sequence(Der.oid(ECDSA_SHA256));
    byte[] name = name(commonName);
    byte[] tbs = Der.sequence(
        Der.tagged(0, true, Der.integer(BigInteger.TWO)), // v3
        Der.integer(new BigInteger(SERIAL_BITS, random).add(BigInteger.ONE)),
        algorithm,
        name,
        Der.sequence(Der.utcTime(now.minus(BACKDATE)), Der.utcTime(now.plus(validity))),
        name,
        keys.getPublic().getEncoded(), // already a SubjectPublicKeyInfo
        Der.tagged(3, true, Der.sequence(subjectAltNames())));
    Signature signer = Signature.getInstance(rsa ? "SHA256withRSA" : "SHA256withECDSA");
    signer.initSign(keys.getPrivate(), random);
    signer.update(tbs);
    byte[] der = Der.sequence(tbs, algorithm, Der.bitString(signer.sign()));
    return (X509Certificate) CertificateFactory.getInstance("X.509")
        .generateCertificate(new ByteArrayInputStream(der));
  }

  private static byte[] name(String commonName) {
    return Der.sequence(Der.tlv(Der.SET, Der.sequence(Der.oid(COMMON_NAME),
        Der.utf8(commonName))));
  }

  private static byte[] subjectAltNames() {
    byte[] names = Der.sequence(
        Der.tagged(DNS_NAME, false, "localhost".getBytes(StandardCharsets.US_ASCII)),
        Der.tagged(IP_ADDRESS, false, new byte[] {127, 0, 0, 1}));
    return Der.sequence(Der.oid(SUBJECT_ALT_NAME), Der.tlv(Der.OCTET_STRING, names));
  }
}
