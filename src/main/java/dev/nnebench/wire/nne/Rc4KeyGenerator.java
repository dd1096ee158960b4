package dev.nnebench.wire.nne;

/**
 * MD5/SHA1 integrity keys: a session RC4 keyed with the last 5 bytes of Z, 0xFF and the IV
 * yields 5 bytes K; each direction is then RC4(K || mark) and every packet consumes the next
 * MAC-length bytes of it. A renewal (after a break) takes the next 5 bytes of the session RC4
 * as the new K and restarts both directions from it (nne-key-schedules.md, "Renewal").
 */
final class Rc4KeyGenerator {
  private final Rc4 session;
  private final Direction clientToServer;
  private final Direction serverToClient;

  private Rc4KeyGenerator(Rc4 session, int macLength) {
    this.session = session;
    byte[] key = nextKey();
    this.clientToServer = new Direction(IntegrityKeys.CLIENT_TO_SERVER_MARK, macLength, key);
    this.serverToClient = new Direction(IntegrityKeys.SERVER_TO_CLIENT_MARK, macLength, key);
  }

  static IntegrityKeys derive(int macLength, byte[] sharedSecret, byte[] iv) {
    byte[] seed = new byte[IntegrityKeys.SECRET_PREFIX + 1 + iv.length];
    System.arraycopy(sharedSecret, sharedSecret.length - IntegrityKeys.SECRET_PREFIX, seed, 0,
        IntegrityKeys.SECRET_PREFIX);
    seed[IntegrityKeys.SECRET_PREFIX] = IntegrityKeys.GENERATOR_FILL;
    System.arraycopy(iv, 0, seed, IntegrityKeys.SECRET_PREFIX + 1, iv.length);
    Rc4KeyGenerator g = new Rc4KeyGenerator(new Rc4(seed), macLength);
    return new IntegrityKeys(g.clientToServer, g.serverToClient, g::renew);
  }

  /** K followed by a free byte for the direction mark. */
  private byte[] nextKey() {
    byte[] key = new byte[IntegrityKeys.SECRET_PREFIX + 1];
    session.keystream(key, 0, IntegrityKeys.SECRET_PREFIX);
    return key;
  }

  private void renew() {
    byte[] key = nextKey();
    clientToServer.rekey(key);
    serverToClient.rekey(key);
  }

  private static final class Direction implements MacKeystream {
    private final byte mark;
    private final int macLength;
    private Rc4 rc4;

    Direction(byte mark, int macLength, byte[] key) {
      this.mark = mark;
      this.macLength = macLength;
      rekey(key);
    }

    void rekey(byte[] key) {
      byte[] directionKey = key.clone();
      directionKey[IntegrityKeys.SECRET_PREFIX] = mark;
      rc4 = new Rc4(directionKey);
    }

    @Override
    public void next(byte[] dst) {
      rc4.keystream(dst, 0, macLength);
    }
  }
}
