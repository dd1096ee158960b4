package dev.nnebench.wire.crypto;

/** The per-direction key material mixed into each packet's MAC; advances once per packet. */
interface MacKeystream {
  /** Fills {@code dst} (MAC-length bytes) with the key material for the next packet. */
  void next(byte[] dst);
}
