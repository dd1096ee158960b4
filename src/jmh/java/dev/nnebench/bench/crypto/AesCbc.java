package dev.nnebench.bench.crypto;

/** One AES-CBC engine as NNE uses it: a whole buffer in, a whole buffer out. */
public interface AesCbc {

  byte[] encrypt(byte[] plain) throws Exception;

  byte[] decrypt(byte[] sealed) throws Exception;

  /** The security provider that does the work, e.g. {@code SunJCE}. */
  String provider();
}
