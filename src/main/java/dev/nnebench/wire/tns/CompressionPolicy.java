package dev.nnebench.wire.tns;

import java.util.ArrayList;
import java.util.List;

/**
 * A server's SQLNET.COMPRESSION, SQLNET.COMPRESSION_LEVELS and SQLNET.COMPRESSION_THRESHOLD, and
 * the answer they give a CONNECT's compression word in the ACCEPT's compression byte.
 *
 * <p>The word (CONNECT packet offset 66, 4 bytes): bit 31 the client wants compression, bit 30
 * it asked for "auto", then its levels in order of preference, a 4-bit slot each from bit 26 down,
 * and bit 1 its transport is not plain TCP. The byte (ACCEPT packet offset 40, from version 315):
 * 0x80 on, 0x40 auto, the chosen scheme in bits 2..5, 0x02 compression for a transport other than
 * TCP, without which ojdbc 19 and later leave compression off over TCPS.
 *
 * @param levels the levels the server lists, in its order; empty when compression is off
 * @param threshold packets of at most this many bytes (header included) go out uncompressed
 */
public record CompressionPolicy(List<CompressionLevel> levels, int threshold) {
  /** Oracle's default threshold (SQLNET.COMPRESSION_THRESHOLD). */
  public static final int DEFAULT_THRESHOLD = 1024;
  /** The smallest threshold a thin client accepts; the double holds the server to it too. */
  public static final int MIN_THRESHOLD = 200;
  /** Compression off, as Oracle's default. */
  public static final CompressionPolicy OFF = new CompressionPolicy(List.of(), DEFAULT_THRESHOLD);
  static final int WANTED = 0x80000000;
  static final int AUTO = 0x40000000;
  static final int NOT_TCP = 0x00000002;
  private static final int FIRST_SLOT_SHIFT = 26;
  private static final int SLOT_BITS = 4;
  private static final int ON = 0x80;
  private static final int SCHEME_SHIFT = 2;
  private static final int NOT_TCP_ACCEPTED = 0x02;

  public CompressionPolicy {
    levels = List.copyOf(levels);
    if (threshold < MIN_THRESHOLD) {
      throw new IllegalArgumentException("compression threshold must be at least "
          + MIN_THRESHOLD + " bytes, got " + threshold);
    }
  }

  /** Whether compression is on (SQLNET.COMPRESSION=on). */
  public boolean on() {
    return !levels.isEmpty();
  }

  /**
   * The ACCEPT's compression byte for a CONNECT's word: on, at the client's first level the
   * server lists and can compress at, when both sides are on; 0 (no compression, and no failure)
   * otherwise, including when they share no level. The "auto" bit is never answered: the double
   * compresses or it does not.
   *
   * @param word the CONNECT's compression word
   * @param tcps whether the connection runs over TLS (TCPS) rather than plain TCP
   */
  public int acceptFlags(int word, boolean tcps) {
    if (!on() || (word & WANTED) == 0) {
      return 0;
    }
    for (CompressionLevel asked : clientLevels(word)) {
      if (asked.implemented() && levels.contains(asked)) {
        return ON | asked.scheme() << SCHEME_SHIFT | (tcps ? NOT_TCP_ACCEPTED : 0);
      }
    }
    return 0;
  }

  /** Whether an ACCEPT byte turns compression on. */
  public static boolean accepted(int acceptFlags) {
    return (acceptFlags & ON) != 0;
  }

  /** The level an ACCEPT byte chose, as sqlnet.ora names it ({@code off} if none). */
  public static String levelName(int acceptFlags) {
    if (!accepted(acceptFlags)) {
      return "off";
    }
    return CompressionLevel.byScheme(acceptFlags >>> SCHEME_SHIFT & 0xf)
        .map(CompressionLevel::sqlnetName).orElse("scheme " + (acceptFlags >>> SCHEME_SHIFT & 0xf));
  }

  /** The levels a CONNECT's word lists, in the client's order; unknown slot values are skipped. */
  public static List<CompressionLevel> clientLevels(int word) {
    List<CompressionLevel> out = new ArrayList<>();
    for (int shift = FIRST_SLOT_SHIFT; shift >= 0; shift -= SLOT_BITS) {
      int slot = word >>> shift & 0xf;
      if (slot == 0) {
        break;
      }
      CompressionLevel.byScheme(slot).ifPresent(out::add);
    }
    return out;
  }
}
