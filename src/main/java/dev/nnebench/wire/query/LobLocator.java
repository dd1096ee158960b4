package dev.nnebench.wire.query;

import java.util.Arrays;

/**
 * The double's LOB locators: self-describing, so a LOB call needs no server state and a locator
 * stays valid after its cursor closes, as a persistent LOB's does.
 *
 * <p>Layout ({@value #LENGTH} bytes): u16 length - 2; u16 version 1; flags1 (0x01 BLOB); flags2
 * 0x08 (initialised); flags3 0x80 for CLOB (varying-width character set: clients read CLOB data
 * as UTF-16BE); flags4 0 (neither temporary nor abstract, so clients never free them); two zero
 * bytes; then the LOB id: "NB", the value's repeat group (8 bytes), its column (4 bytes) and its
 * length in characters or bytes (4 bytes); zero padding.
 *
 * @param blob BLOB rather than CLOB
 * @param group the repeat group of the row the value belongs to
 * @param column the shape column (1-based)
 * @param length characters (CLOB) or bytes (BLOB)
 */
record LobLocator(boolean blob, long group, int column, int length) {
  static final int LENGTH = 40;

  private static final int FLAGS1 = 4;
  private static final int FLAGS2 = 5;
  private static final int FLAGS3 = 6;
  private static final int FLAG_BLOB = 0x01;
  private static final int FLAG_INITIALISED = 0x08;
  private static final int FLAG_VARYING_WIDTH = 0x80;
  private static final int ID = 10;
  private static final byte[] MAGIC = {'N', 'B'};

  byte[] bytes() {
    byte[] b = new byte[LENGTH];
    b[1] = (byte) (LENGTH - 2);
    b[3] = 1;
    b[FLAGS1] = (byte) (blob ? FLAG_BLOB : 0);
    b[FLAGS2] = FLAG_INITIALISED;
    b[FLAGS3] = (byte) (blob ? 0 : FLAG_VARYING_WIDTH);
    b[ID] = MAGIC[0];
    b[ID + 1] = MAGIC[1];
    put(b, ID + 2, group, 8);
    put(b, ID + 10, column, 4);
    put(b, ID + 14, length, 4);
    return b;
  }

  /** The locator {@code b} holds, or null if it is not one the double made. */
  static LobLocator parse(byte[] b) {
    if (b == null || b.length != LENGTH || b[ID] != MAGIC[0] || b[ID + 1] != MAGIC[1]
        || (b[FLAGS2] & FLAG_INITIALISED) == 0) {
      return null;
    }
    boolean blob = (b[FLAGS1] & FLAG_BLOB) != 0;
    long group = get(b, ID + 2, 8);
    int column = (int) get(b, ID + 10, 4);
    int length = (int) get(b, ID + 14, 4);
    if (group < 1 || column < 1 || length < 0) {
      return null;
    }
    LobLocator l = new LobLocator(blob, group, column, length);
    return Arrays.equals(l.bytes(), b) ? l : null;
  }

  private static void put(byte[] b, int off, long v, int n) {
    for (int i = 0; i < n; i++) {
      b[off + i] = (byte) (v >>> (8 * (n - 1 - i)));
    }
  }

  private static long get(byte[] b, int off, int n) {
    long v = 0;
    for (int i = 0; i < n; i++) {
      v = (v << 8) | (b[off + i] & 0xff);
    }
    return v;
  }
}
