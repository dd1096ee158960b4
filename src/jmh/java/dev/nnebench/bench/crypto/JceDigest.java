package dev.nnebench.bench.crypto;

import java.security.MessageDigest;

/** Plain JCE {@link MessageDigest}, created once and reused as the driver would. */
final class JceDigest implements Digest {
  private final MessageDigest digest;

  JceDigest(String jceName) throws Exception {
    digest = MessageDigest.getInstance(jceName);
  }

  @Override
  public byte[] digest(byte[] data) {
    return digest.digest(data);
  }

  @Override
  public String provider() {
    return digest.getProvider().getName();
  }
}
