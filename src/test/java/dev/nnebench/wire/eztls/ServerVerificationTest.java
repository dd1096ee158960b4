package dev.nnebench.wire.eztls;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.security.Signature;
import java.util.Arrays;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.PBEKeySpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * The post-logon verification as a client builds and checks it (eztls.md section 7, written from
 * the description, not from the server's code): a request bound to this certificate opens, one
 * bound to another does not, and the reply carries a signature over H that the certificate's key
 * verifies and the TTC payload under the same key and IV.
 */
class ServerVerificationTest {
  private static final EzTlsIdentity SERVER = EzTlsIdentity.create(new SecureRandom());
  private static final EzTlsIdentity OTHER = EzTlsIdentity.create(new SecureRandom());
  private static final byte[] TTC = "\u0003\u005e\u0001 a TTC call".getBytes(StandardCharsets.UTF_8);

  @Test
  void opensARequestBoundToItsCertificateAndSignsTheReply() throws Exception {
    byte[] k = key(32);
    ServerVerification v = new ServerVerification(k, SERVER);
    assertArrayEquals(TTC, v.openRequest(ClientSide.request(k, SERVER.certificateDer(), TTC)));
    byte[] reply = v.reply(TTC, 0, TTC.length);
    assertEquals(TTC.length + v.replyOverhead(), reply.length);
    ByteBuffer in = ByteBuffer.wrap(reply);
    assertEquals(0x5AA5, in.getShort() & 0xffff);
    assertEquals(0x23, in.getShort());
    byte[] signature = new byte[in.getShort()];
    in.get(signature);
    assertEquals(0xA55A, in.getShort() & 0xffff);
    Signature ecdsa = Signature.getInstance("SHA256withECDSA");
    ecdsa.initVerify(java.security.cert.CertificateFactory.getInstance("X.509")
        .generateCertificate(new java.io.ByteArrayInputStream(SERVER.certificateDer()))
        .getPublicKey());
    ecdsa.update(ServerVerification.hmac(k, SERVER.certificateDer()));
    assertTrue(ecdsa.verify(signature));
    assertEquals(0x41, in.getShort());
    int iterations = in.getShort();
    assertEquals(16, in.getShort());
    byte[] tag = new byte[16];
    in.get(tag);
    byte[] body = new byte[in.getShort()];
    in.get(body);
    assertArrayEquals(TTC, ClientSide.gcm(Cipher.DECRYPT_MODE, k, iterations,
        ClientSide.concat(body, tag)));
  }

  @Test
  void aRequestBoundToAnotherCertificateIsAWrongBinding() throws Exception {
    byte[] k = key(32);
    ServerVerification v = new ServerVerification(k, SERVER);
    EzTlsBindingException e = assertThrows(EzTlsBindingException.class,
        () -> v.openRequest(ClientSide.request(k, OTHER.certificateDer(), TTC)));
    assertTrue(e.getMessage().contains("wrong binding"), e.getMessage());
  }

  /* ojdbc zero-pads a 24-byte (11g verifier) key to 32 bytes before deriving; python does not. */
  @Test
  void aShortKeyOpensWhetherTheClientPaddedItOrNot() throws Exception {
    byte[] k = key(24);
    byte[] padded = Arrays.copyOf(k, 32);
    assertArrayEquals(TTC, new ServerVerification(k, SERVER)
        .openRequest(ClientSide.request(k, SERVER.certificateDer(), TTC)));
    assertArrayEquals(TTC, new ServerVerification(k, SERVER)
        .openRequest(ClientSide.request(padded, SERVER.certificateDer(), TTC)));
  }

  private static byte[] key(int length) {
    byte[] k = new byte[length];
    new SecureRandom().nextBytes(k);
    return k;
  }

  /** The client's half, from the wire description. */
  static final class ClientSide {
    static byte[] request(byte[] k, byte[] certificate, byte[] ttc) throws Exception {
      byte[] h = ServerVerification.hmac(k, certificate);
      byte[] sealed = gcm(Cipher.ENCRYPT_MODE, k, 256, ttc);
      int ct = sealed.length - 16;
      ByteBuffer out = ByteBuffer.allocate(2 + 2 + 2 + h.length + 2 + 2 + 2 + 2 + 16 + 2 + ct);
      out.putShort((short) 0x5AA5).putShort((short) 2).putShort((short) h.length).put(h)
          .putShort((short) 0xA55A);
      out.putShort((short) 0x41).putShort((short) 256).putShort((short) 16)
          .put(sealed, ct, 16).putShort((short) ct).put(sealed, 0, ct);
      return out.array();
    }

    static byte[] gcm(int mode, byte[] k, int iterations, byte[] data) throws Exception {
      PBEKeySpec spec = new PBEKeySpec(Base64.getEncoder().encodeToString(k).toCharArray(),
          new byte[32], iterations, 512);
      byte[] d = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA512").generateSecret(spec)
          .getEncoded();
      Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
      c.init(mode, new SecretKeySpec(d, 0, 32, "AES"), new GCMParameterSpec(128, d, 32, 16));
      return c.doFinal(data);
    }

    static byte[] concat(byte[] a, byte[] b) {
      byte[] out = Arrays.copyOf(a, a.length + b.length);
      System.arraycopy(b, 0, out, a.length, b.length);
      return out;
    }
  }
}
