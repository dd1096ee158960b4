package dev.nnebench.wire.ano;

/**
 * What an ANO version number says about the key schedule its sender can run. Versions pack as
 * {@code maj<<24 | min<<20 | x<<12 | y<<8 | z}; a release with the 2021 updated key derivation
 * has major 23 or more, or a third field of 1 or more (ojdbc's own rule for the server's
 * version, nne-key-schedules.md section 5; ojdbc 18.15 sends 0x12F01000, go-ora 0x0B200200).
 */
public final class AnoVersion {
  private static final int FIRST_STRONG_MAJOR = 23;
  /** The first major version whose integrity service computes 2048-bit Diffie-Hellman. */
  private static final int FIRST_2048_BIT_DH_MAJOR = 12;

  private AnoVersion() {}

  /** Whether a peer announcing {@code version} runs the updated (2021+) key schedule. */
  public static boolean knowsUpdatedKeys(long version) {
    return (version >>> 24 & 0xFF) >= FIRST_STRONG_MAJOR || (version >>> 12 & 0xFF) >= 1;
  }

  /**
   * Whether a peer announcing {@code version} can take a 2048-bit Diffie-Hellman group. ojdbc6
   * 11.2.0.4 announces 10.2.0.0.0 and computes DH in a fixed 1040-bit buffer, so the servers of
   * its era sent at most 1024 bits; 12c and later drivers run DH through JCE at any size. go-ora,
   * announcing 11.2.0.2.0, takes any size and is served as the release it announces.
   */
  public static boolean takes2048BitGroup(long version) {
    return (version >>> 24 & 0xFF) >= FIRST_2048_BIT_DH_MAJOR;
  }
}
