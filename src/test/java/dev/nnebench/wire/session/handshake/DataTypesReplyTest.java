package dev.nnebench.wire.session.handshake;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.wire.ttc.TtcReader;
import dev.nnebench.wire.ttc.TtcWriter;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class DataTypesReplyTest {
  /** The start of ojdbc11 23.26's TTIDTY request after its message type, cut after two types. */
  private static final String TYPES_AND_END = "0001000100010000" + "00020002000a0000" + "0000";
  /** ojdbc11 23.26's TTIDTY request after its message type, cut after two types. */
  private static final String REQUEST = "69036903" + "01" // charsets, flags
      + "36" + "06010000ea1c01180101010101010029900307030001" // 54 compile caps
      + "00cf013704010000001c00000ba003b9000f560d0d00e8230000000000000302"
      + "0d" + "02000000000045000200000007" // 13 runtime caps, byte 1 clear: no time zone
      + TYPES_AND_END;

  @Test
  void shouldEchoTheDriversTypeListWithoutTimeZone() {
    TtcReader r = new TtcReader(HexFormat.of().parseHex(REQUEST));
    DataTypesReply.ClientTypes client = DataTypesReply.read(r);
    assertEquals(24, client.fieldVersion());
    TtcWriter w = new TtcWriter();
    DataTypesReply.write(w, client);
    assertArrayEquals(HexFormat.of().parseHex("02" + TYPES_AND_END), w.toByteArray());
  }

  @Test
  void shouldTellFromTheEncodingFlagsWhetherTextIsLengthPrefixed() {
    // ojdbc sends 01 (multi-byte) and raw text; python-oracledb sends 03 (+ conversion length)
    assertFalse(DataTypesReply.read(new TtcReader(HexFormat.of().parseHex(REQUEST)))
        .lengthPrefixedText());
    String python = "69036903" + "03" + REQUEST.substring(10);
    assertTrue(DataTypesReply.read(new TtcReader(HexFormat.of().parseHex(python)))
        .lengthPrefixedText());
  }

  @Test
  void shouldTellFromTheLogonTypesWhetherTheClientKnowsThe12cVerifier() {
    // logon types (compile cap 4): ojdbc 23.26 0xea, 12.2 0x6a (O7LOGON 0x20 set); ojdbc6
    // 11.2.0.4 0x0a (O5LOGON and O5LOGON_NP only), its field version 6 (11.2)
    assertTrue(DataTypesReply.read(new TtcReader(HexFormat.of().parseHex(REQUEST)))
        .logsInWith12cVerifier());
    byte[] ojdbc6 = HexFormat.of().parseHex("060100000a0101060101010101010029900307030001004f"
        + "013704010000000c000006000383");
    DataTypesReply.ClientTypes client =
        new DataTypesReply.ClientTypes(1, ojdbc6, new byte[0], new byte[0]);
    assertFalse(client.logsInWith12cVerifier());
    assertEquals(6, client.fieldVersion());
  }
}
