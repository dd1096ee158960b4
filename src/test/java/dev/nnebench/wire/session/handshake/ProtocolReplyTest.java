package dev.nnebench.wire.session.handshake;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.nnebench.wire.ttc.TtcWriter;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class ProtocolReplyTest {
  /** A real 23ai server's TTIPRO answer (oracle-nio's capture), after the data flags. */
  private static final String REAL_23AI = "0106007838365f36342f4c696e757820322e342e7878006903230a006603400301400366"
      + "030166034803014803660301660352030152036603016603610301610366030166031f03"
      + "081f0366030100640000006001240f050b0c030c0c0504050d0609070805050505050f05"
      + "050505050a050505050504050607080823472347081123081141b0470083036907d00300"
      + "000000000000000000000000000000000000000000000000000000000000000000000000"
      + "3506010101ef0f0118010101010101017fff031003030101ff01ffff010c0101ff01060c"
      + "f6097f050fff0d0b001f0000000000000c010c0201000118007f0100000000";
  /** Where the compile caps start (after their length byte) and the runtime caps' byte 1. */
  private static final int COMPILE_CAPS = 181;
  private static final int RUNTIME_CAPS_BYTE_1 = 236;

  @Test
  void shouldBeTheRealServersAnswerWith19cFieldVersionAndNoTimeZoneBlock() {
    byte[] expected = HexFormat.of().parseHex(REAL_23AI);
    expected[COMPILE_CAPS + ProtocolReply.CAPS_FIELD_VERSION] = ProtocolReply.FIELD_VERSION_19C;
    expected[RUNTIME_CAPS_BYTE_1] = 0;
    TtcWriter w = new TtcWriter();
    ProtocolReply.write(w);
    assertArrayEquals(expected, w.toByteArray());
  }
}
