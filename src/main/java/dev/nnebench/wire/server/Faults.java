package dev.nnebench.wire.server;

/**
 * Faults the double injects on purpose, so tests can watch the driver react.
 *
 * @param corruptServerPacket flip a bit inside the checksum of the n-th protected DATA packet
 *     the server sends (1-based; 0 = never). Only meaningful with NNE on
 * @param dropAfterClientPackets close the connection after reading n packets from the client
 *     (0 = never)
 */
public record Faults(int corruptServerPacket, int dropAfterClientPackets) {
  /** No faults. */
  public static final Faults NONE = new Faults(0, 0);

  public Faults {
    if (corruptServerPacket < 0 || dropAfterClientPackets < 0) {
      throw new IllegalArgumentException("fault packet numbers must be 0 (off) or positive");
    }
  }
}
