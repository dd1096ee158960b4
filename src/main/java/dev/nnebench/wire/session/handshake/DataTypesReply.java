package dev.nnebench.wire.session.handshake;

import dev.nnebench.wire.ttc.MessageType;
import dev.nnebench.wire.ttc.TtcReader;
import dev.nnebench.wire.ttc.TtcWriter;

/**
 * The server's TTIDTY answer: echoes the client's data-type list, so every type the driver
 * offers is accepted with the representation it proposed. If the client's runtime capabilities
 * ask for it, a database time zone (UTC) comes first.
 */
public final class DataTypesReply {
  private static final int RUNTIME_CAPS_TIME_ZONE = 1;
  private static final int ENCODING_CONV_LENGTH = 0x02;
  private static final int COMPILE_CAPS_TZ_VERSION_INDEX = 37;
  private static final int COMPILE_CAPS_TZ_VERSION_BIT = 0x02;
  /** Compile capability "logon types" and its O7LOGON bit (the 12C verifier's logon). */
  private static final int COMPILE_CAPS_LOGON_TYPES_INDEX = 4;
  private static final int COMPILE_CAPS_O7LOGON = 0x20;
  private static final int TIME_ZONE_LENGTH = 11;
  private static final int TZ_VERSION_LENGTH = 4;
  /** UTC in the 11-byte form: hour, minute and second offsets are stored plus 60. */
  private static final byte[] DB_TIME_ZONE_UTC =
      {(byte) 0x80, 0, 0, 0, 60, 60, 60, (byte) 0x80, 0, 0, 0};
  private static final byte[] TZ_VERSION = {0, 0, 0, 0x2b};

  private DataTypesReply() {}

  /** What the client's TTIDTY request tells the server. */
  public record ClientTypes(int encodingFlags, byte[] compileCaps, byte[] runtimeCaps,
      byte[] typeList) {
    /**
     * Encoding flag 0x02 ("conversion length"): the client length-prefixes its character fields
     * (python-oracledb sends 0x03, go-ora echoes the server's flags; ojdbc sends 0x01 and its
     * SQL text and user name come raw).
     */
    public boolean lengthPrefixedText() {
      return (encodingFlags & ENCODING_CONV_LENGTH) != 0;
    }

    boolean wantsTimeZone() {
      return runtimeCaps.length > 1 && (runtimeCaps[1] & RUNTIME_CAPS_TIME_ZONE) != 0;
    }

    boolean wantsTzVersion() {
      return compileCaps.length > COMPILE_CAPS_TZ_VERSION_INDEX
          && (compileCaps[COMPILE_CAPS_TZ_VERSION_INDEX] & COMPILE_CAPS_TZ_VERSION_BIT) != 0;
    }

    /**
     * The representation the client asks for {@code type} (e.g. 1 universal, 10 Oracle), or -1
     * when the list does not name it. The list holds entries of type, conversion type and
     * representation (u16 big-endian each) and a u16 0, ended by a type 0.
     */
    public int representation(int type) {
      for (int i = 0; i + 6 <= typeList.length; i += 8) {
        int t = u16be(typeList, i);
        if (t == 0) {
          return -1;
        }
        if (t == type) {
          return u16be(typeList, i + 4);
        }
      }
      return -1;
    }

    private static int u16be(byte[] b, int i) {
      return ((b[i] & 0xff) << 8) | (b[i + 1] & 0xff);
    }

    /**
     * Whether the client can log in with a 12C (SHA-512, PBKDF2) password verifier: its logon
     * types include O7LOGON. 12.1.0.2 and later clients set it; 11.2.0.4 offers only the O5LOGON
     * types (0x0A), i.e. the 11G verifier.
     */
    public boolean logsInWith12cVerifier() {
      return compileCaps.length > COMPILE_CAPS_LOGON_TYPES_INDEX
          && (compileCaps[COMPILE_CAPS_LOGON_TYPES_INDEX] & COMPILE_CAPS_O7LOGON) != 0;
    }

    /** The TTC field version of the client's compile-time capabilities (0 if absent). */
    public int fieldVersion() {
      return compileCaps.length > ProtocolReply.CAPS_FIELD_VERSION
          ? compileCaps[ProtocolReply.CAPS_FIELD_VERSION] & 0xff : 0;
    }
  }

  /** Reads the request after its message type byte. */
  public static ClientTypes read(TtcReader r) {
    r.u16le(); // client charset in
    r.u16le(); // client charset out
    int flags = r.ub1();
    byte[] compileCaps = r.raw(r.ub1());
    byte[] runtimeCaps = r.raw(r.ub1());
    ClientTypes partial = new ClientTypes(flags, compileCaps, runtimeCaps, null);
    if (partial.wantsTimeZone()) {
      r.skip(TIME_ZONE_LENGTH);
      if (partial.wantsTzVersion()) {
        r.skip(TZ_VERSION_LENGTH);
      }
    }
    // go-ora writes the national charset here; ojdbc (checked in its trace) does not.
    return new ClientTypes(flags, compileCaps, runtimeCaps, r.raw(r.remaining()));
  }

  /** Writes the TTIDTY answer to {@code client}'s request. */
  public static void write(TtcWriter w, ClientTypes client) {
    w.ub1(MessageType.DATA_TYPES);
    if (client.wantsTimeZone()) {
      w.raw(DB_TIME_ZONE_UTC);
      if (client.wantsTzVersion()) {
        w.raw(TZ_VERSION);
      }
    }
    w.raw(client.typeList());
  }
}
