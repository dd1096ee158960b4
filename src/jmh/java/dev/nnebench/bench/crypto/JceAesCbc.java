package dev.nnebench.bench.crypto;

import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Plain JCE {@code AES/CBC/NoPadding}, one cipher per direction initialised once: the cheapest
 * way the JDK can do what NNE does, so it is the ceiling the driver's engines are held against.
 */
final class JceAesCbc implements AesCbc {
  private static final String TRANSFORMATION = "AES/CBC/NoPadding";

  private final Cipher encryptor;
  private final Cipher decryptor;

  JceAesCbc(byte[] key, byte[] iv) throws Exception {
    encryptor = init(Cipher.ENCRYPT_MODE, key, iv);
    decryptor = init(Cipher.DECRYPT_MODE, key, iv);
  }

  private static Cipher init(int mode, byte[] key, byte[] iv) throws Exception {
    Cipher cipher = Cipher.getInstance(TRANSFORMATION);
    cipher.init(mode, new SecretKeySpec(key, "AES"), new IvParameterSpec(iv));
    return cipher;
  }

  @Override
  public byte[] encrypt(byte[] plain) throws Exception {
    return encryptor.doFinal(plain);
  }

  @Override
  public byte[] decrypt(byte[] sealed) throws Exception {
    return decryptor.doFinal(sealed);
  }

  @Override
  public String provider() {
    return encryptor.getProvider().getName();
  }
}
