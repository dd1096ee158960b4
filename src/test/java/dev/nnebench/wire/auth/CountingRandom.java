package dev.nnebench.wire.auth;

import java.security.SecureRandom;

/** A predictable "random" source for known-answer tests: yields start, start+1, ... */
final class CountingRandom extends SecureRandom {
  private int next;

  CountingRandom(int start) {
    this.next = start;
  }

  @Override
  public void nextBytes(byte[] bytes) {
    for (int i = 0; i < bytes.length; i++) {
      bytes[i] = (byte) next++;
    }
  }
}
