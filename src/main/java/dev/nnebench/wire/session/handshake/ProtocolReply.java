package dev.nnebench.wire.session.handshake;

import dev.nnebench.wire.ttc.MessageType;
import dev.nnebench.wire.ttc.TtcWriter;
import java.util.HexFormat;

/**
 * The server's TTIPRO answer. Banner, character-set elements and FDO are a real 23ai server's,
 * byte for byte; the compile-time capabilities are that server's too, except the TTC field
 * version (byte 7), lowered to 19c so the driver leaves out the 23.x message fields.
 */
public final class ProtocolReply {
  static final int PROTOCOL_VERSION = 6;
  static final int CHARSET_AL32UTF8 = 873;
  /** TTC field version 19.1 ext 1: no 20.1+ fields in end-of-call, describe or execute. */
  public static final int FIELD_VERSION_19C = 13;
  static final int CAPS_FIELD_VERSION = 7;
  private static final String BANNER = "x86_64/Linux 2.4.xx";
  private static final int SERVER_FLAGS = 0x23;
  private static final String CHARSET_ELEMENTS = "6603400301400366030166034803014803660301"
      + "660352030152036603016603610301610366030166031f03081f03660301";
  private static final int CHARSET_ELEMENT_COUNT = 10;
  private static final String FDO = "0000006001240f050b0c030c0c0504050d0609070805050505050f0505"
      + "0505050a050505050504050607080823472347081123081141b0470083036907d003"
      + "00000000000000000000000000000000000000000000000000000000000000000000000000";
  private static final String COMPILE_CAPS = "06010101ef0f0118010101010101017fff031003030101ff01ffff010c0101ff"
      + "01060cf6097f050fff0d0b001f0000000000000c01";
  /* Runtime caps with byte 1 cleared: the client then sends and expects no time-zone block. */
  private static final String RUNTIME_CAPS = "020000011800" + "7f0100000000";

  private ProtocolReply() {}

  static byte[] compileCaps() {
    byte[] caps = HexFormat.of().parseHex(COMPILE_CAPS);
    caps[CAPS_FIELD_VERSION] = FIELD_VERSION_19C;
    return caps;
  }

  /** Writes the whole TTIPRO answer. */
  public static void write(TtcWriter w) {
    byte[] fdo = HexFormat.of().parseHex(FDO);
    byte[] compileCaps = compileCaps();
    byte[] runtimeCaps = HexFormat.of().parseHex(RUNTIME_CAPS);
    w.ub1(MessageType.PROTOCOL).ub1(PROTOCOL_VERSION).ub1(0);
    w.raw(BANNER.getBytes(java.nio.charset.StandardCharsets.US_ASCII)).ub1(0);
    w.u16le(CHARSET_AL32UTF8).ub1(SERVER_FLAGS);
    w.u16le(CHARSET_ELEMENT_COUNT).raw(HexFormat.of().parseHex(CHARSET_ELEMENTS));
    w.u16be(fdo.length).raw(fdo);
    w.ub1(compileCaps.length).raw(compileCaps);
    w.ub1(runtimeCaps.length).raw(runtimeCaps);
  }
}
