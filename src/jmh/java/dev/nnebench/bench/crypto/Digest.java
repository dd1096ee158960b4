package dev.nnebench.bench.crypto;

/** One NNE checksum engine: a digest over a whole buffer. */
public interface Digest {

  byte[] digest(byte[] data) throws Exception;

  /** The security provider that does the work, e.g. {@code SUN}. */
  String provider();
}
