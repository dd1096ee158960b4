package dev.nnebench.wire.eztls;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Base64;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.PBEKeySpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * The post-logon exchange that binds the ezTLS certificate (never validated during the handshake)
 * to the O5LOGON session key K. The client's first request carries H = HMAC-SHA512(K, DER of the
 * server's certificate) and its TTC payload under AES-256-GCM; the server's first reply carries
 * its signature over H and its TTC payload under the same key and IV. Key and IV come from
 * PBKDF2-HMAC-SHA512 over the Base64 text of K with 32 zero bytes of salt.
 */
final class ServerVerification {
  static final int HEADER = 0x5AA5;
  static final int FOOTER = 0xA55A;
  static final int HMAC_SHA512 = 0x02;
  static final int ECDSA_SHA256 = 0x23;
  static final int AES256_GCM = 0x41;
  static final int ITERATIONS = 256;
  static final int TAG_LENGTH = 16;
  /* ojdbc zero-pads K to 32 bytes, python-oracledb does not (an 11g verifier gives 24 bytes);
   * HMAC cannot tell the two apart, the derived key can, so both are tried. */
  private static final int PADDED_KEY_LENGTH = 32;
  private static final int SALT_LENGTH = 32;
  private static final int DERIVED_BITS = 512;
  private static final int KEY_LENGTH = 32;
  private static final int IV_LENGTH = 16;
  private final byte[] digest;
  private final byte[] signature;
  private byte[] comboKey;

  ServerVerification(byte[] comboKey, EzTlsIdentity identity) {
    this.comboKey = comboKey.clone();
    this.digest = hmac(comboKey, identity.certificateDer());
    this.signature = identity.sign(digest);
  }

  /** Whether a request payload starts with the verification header. */
  static boolean isWrapped(byte[] plain) {
    return plain.length >= 2 && ((plain[0] & 0xff) << 8 | plain[1] & 0xff) == HEADER;
  }

  /**
   * The TTC payload of a wrapped client request.
   *
   * @throws EzTlsBindingException if it is not wrapped, names another certificate, or fails
   */
  byte[] openRequest(byte[] plain) throws EzTlsBindingException {
    ByteBuffer in = ByteBuffer.wrap(plain);
    try {
      expect(in, HEADER, "verification header");
      expect(in, HMAC_SHA512, "HMAC-SHA512 type");
      byte[] h = field(in);
      expect(in, FOOTER, "verification footer");
      if (!MessageDigest.isEqual(h, digest)) {
        throw new EzTlsBindingException("the client's certificate HMAC does not match this"
            + " server's certificate and session key (a wrong binding)");
      }
      expect(in, AES256_GCM, "AES-256-GCM type");
      int iterations = in.getShort() & 0xffff;
      byte[] tag = field(in);
      byte[] cipherText = field(in);
      return decrypt(iterations, cipherText, tag);
    } catch (java.nio.BufferUnderflowException e) {
      throw new EzTlsBindingException("the client's verification block is truncated");
    }
  }

  /** Bytes the reply block adds to a TTC payload. */
  int replyOverhead() {
    return 2 + 2 + 2 + signature.length + 2 + 2 + 2 + 2 + TAG_LENGTH + 2;
  }

  /** The server's first reply payload: signature block, then the GCM block of {@code ttc}. */
  byte[] reply(byte[] in, int off, int len) {
    byte[] sealed = gcm(Cipher.ENCRYPT_MODE, comboKey, ITERATIONS, in, off, len);
    ByteBuffer out = ByteBuffer.allocate(len + replyOverhead());
    out.putShort((short) HEADER).putShort((short) ECDSA_SHA256);
    out.putShort((short) signature.length).put(signature).putShort((short) FOOTER);
    out.putShort((short) AES256_GCM).putShort((short) ITERATIONS).putShort((short) TAG_LENGTH);
    out.put(sealed, len, TAG_LENGTH).putShort((short) len).put(sealed, 0, len);
    return out.array();
  }

  private byte[] decrypt(int iterations, byte[] cipherText, byte[] tag)
      throws EzTlsBindingException {
    byte[] sealed = Arrays.copyOf(cipherText, cipherText.length + tag.length);
    System.arraycopy(tag, 0, sealed, cipherText.length, tag.length);
    try {
      return gcm(Cipher.DECRYPT_MODE, comboKey, iterations, sealed, 0, sealed.length);
    } catch (IllegalStateException first) {
      if (comboKey.length >= PADDED_KEY_LENGTH) {
        throw new EzTlsBindingException("the client's request does not open under the"
            + " session key (" + first.getMessage() + ")");
      }
      comboKey = Arrays.copyOf(comboKey, PADDED_KEY_LENGTH);
      return decrypt(iterations, cipherText, tag);
    }
  }

  private static byte[] gcm(int mode, byte[] k, int iterations, byte[] in, int off, int len) {
    try {
      byte[] derived = derive(k, iterations);
      Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
      c.init(mode, new SecretKeySpec(derived, 0, KEY_LENGTH, "AES"),
          new GCMParameterSpec(TAG_LENGTH * 8, derived, KEY_LENGTH, IV_LENGTH));
      return c.doFinal(in, off, len);
    } catch (AEADBadTagException e) {
      throw new IllegalStateException("GCM tag mismatch", e);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("AES-256-GCM: " + e.getMessage(), e);
    }
  }

  private static byte[] derive(byte[] k, int iterations) throws GeneralSecurityException {
    char[] password = Base64.getEncoder().encodeToString(k).toCharArray();
    PBEKeySpec spec = new PBEKeySpec(password, new byte[SALT_LENGTH], iterations, DERIVED_BITS);
    return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA512").generateSecret(spec).getEncoded();
  }

  static byte[] hmac(byte[] key, byte[] data) {
    try {
      Mac mac = Mac.getInstance("HmacSHA512");
      mac.init(new SecretKeySpec(key, "HmacSHA512"));
      return mac.doFinal(data);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HMAC-SHA512: " + e.getMessage(), e);
    }
  }

  private static void expect(ByteBuffer in, int value, String what) throws EzTlsBindingException {
    int got = in.getShort() & 0xffff;
    if (got != value) {
      throw new EzTlsBindingException(String.format("expected the %s 0x%04x in the client's"
          + " verification block, got 0x%04x", what, value, got));
    }
  }

  private static byte[] field(ByteBuffer in) {
    byte[] b = new byte[in.getShort() & 0xffff];
    in.get(b);
    return b;
  }
}
