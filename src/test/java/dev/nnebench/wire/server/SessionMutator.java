package dev.nnebench.wire.server;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.zip.Deflater;

/**
 * One packet of a recorded session mutated the ways a fuzzer or an attacker would: truncated,
 * its length field set to extremes, bits flipped, bytes set, its type changed, bytes inserted,
 * the packet repeated or dropped, flagged as compressed when it is not, or replaced by a deflate
 * bomb (a compressed DATA packet of about 1 KB that inflates to 1 MB).
 */
final class SessionMutator {
  private static final int[] LENGTHS = {0, 1, 7, 8, 9, 0xffff, 0x7fffffff, 0xffffffff};
  private final Random random;

  SessionMutator(long seed) {
    this.random = new Random(seed);
  }

  /** The session with one packet mutated; {@code what} receives a description of the change. */
  List<byte[]> mutate(List<byte[]> session, StringBuilder what) {
    List<byte[]> packets = new ArrayList<>(session);
    int i = random.nextInt(packets.size());
    byte[] p = packets.get(i).clone();
    int kind = random.nextInt(10);
    what.append("packet ").append(i).append(" mutation ").append(kind);
    switch (kind) {
      case 0 -> packets.set(i, Arrays.copyOf(p, random.nextInt(p.length)));
      case 1 -> packets.set(i, withLength(p, LENGTHS[random.nextInt(LENGTHS.length)], i > 0));
      case 2 -> packets.set(i, flip(p));
      case 3 -> packets.set(i, set(p, random.nextBoolean() ? 0 : 0xff));
      case 4 -> packets.set(i, set(p, 4, random.nextInt(21)));
      case 5 -> packets.set(i, insert(p));
      case 6 -> packets.add(i, p);
      case 7 -> packets.remove(i);
      case 8 -> packets.set(i, flaggedCompressed(p));
      default -> packets.set(i, bomb(i > 0));
    }
    return packets;
  }

  /* The data flags of a DATA packet say compressed; its body is no zlib stream. */
  private static byte[] flaggedCompressed(byte[] p) {
    if (p.length >= 10) {
      p[8] |= 0x04;
    }
    return p;
  }

  /* A DATA packet flagged compressed whose body inflates to a megabyte of zeros. */
  private static byte[] bomb(boolean large) {
    Deflater d = new Deflater(Deflater.BEST_COMPRESSION);
    d.setInput(new byte[1 << 20]);
    byte[] body = new byte[4096];
    int n = d.deflate(body, 0, body.length, Deflater.SYNC_FLUSH);
    d.end();
    byte[] p = new byte[10 + n];
    p[4] = 6;
    p[8] = 0x04;
    System.arraycopy(body, 0, p, 10, n);
    return withLength(p, p.length, large);
  }

  private static byte[] withLength(byte[] p, int length, boolean large) {
    byte[] q = p.clone();
    if (large) {
      q[0] = (byte) (length >>> 24);
      q[1] = (byte) (length >>> 16);
    }
    q[large ? 2 : 0] = (byte) (length >>> 8);
    q[large ? 3 : 1] = (byte) length;
    return q;
  }

  private byte[] flip(byte[] p) {
    int bit = random.nextInt(p.length * 8);
    p[bit / 8] ^= (byte) (1 << (bit % 8));
    return p;
  }

  private byte[] set(byte[] p, int value) {
    return set(p, random.nextInt(p.length), value);
  }

  private static byte[] set(byte[] p, int at, int value) {
    p[at] = (byte) value;
    return p;
  }

  private byte[] insert(byte[] p) {
    int at = random.nextInt(p.length + 1);
    byte[] extra = new byte[1 + random.nextInt(16)];
    random.nextBytes(extra);
    byte[] q = Arrays.copyOf(p, p.length + extra.length);
    System.arraycopy(extra, 0, q, at, extra.length);
    System.arraycopy(p, at, q, at + extra.length, p.length - at);
    return q;
  }
}
