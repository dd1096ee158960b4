package dev.nnebench.wire.ano;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.nnebench.nne.KeySchedule;
import dev.nnebench.nne.NneLevel;
import java.util.Arrays;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class AnoCodecTest {
  /** ojdbc11 23.26's ANO request with REQUIRED AES256 / REQUIRED SHA256 (brief 7.2), body only. */
  static final byte[] DRIVER_REQUEST = HexFormat.of().parseHex(
      "deadbeef008517a0000000040000040003000000000004000517a00000000800"
      + "01090909090909090900120001deadbeef000300000004000400010002000300"
      + "010003000000000004000517a0000000020003e0e100020006fcff0002000200"
      + "0000000004000517a00000000100011100030002000000000004000517a00000"
      + "0001000105");

  @Test
  void shouldDecodeTheDriversRequest() throws AnoFormatException {
    AnoPacket p = AnoCodec.decode(DRIVER_REQUEST, 0, DRIVER_REQUEST.length);
    assertEquals(0x17A00000L, p.version());
    assertEquals(4, p.services().size());
    AnoRequest r = AnoRequest.of(p);
    assertEquals(NneLevel.REQUIRED, r.encryption().level());
    assertEquals(java.util.List.of(17), r.encryption().algorithms());
    assertEquals(java.util.List.of(5), r.integrity().algorithms());
  }

  @Test
  void shouldRoundTripAReply() throws AnoFormatException {
    byte[] b = AnoCodec.encode(AnoReply.build(new Decision(0, 0), new Decision(0, 0), null,
        KeySchedule.UPDATED));
    AnoPacket p = AnoCodec.decode(b, 0, b.length);
    assertEquals(AnoReply.UPDATED_VERSION, p.version());
    assertEquals(b.length, ((b[4] & 0xff) << 8) | (b[5] & 0xff));
    assertArrayEquals(AnoCodec.ub2Array(4, 1),
        p.service(AnoService.SUPERVISOR).subPackets().get(2).value());
  }

  @Test
  void shouldEncodeTheSpikesReplyPrefix() {
    // brief 7.2 (after the 10-byte TNS + data-flags prefix), with the legacy 19.0.0.0.0 version
    byte[] b = AnoCodec.encode(AnoReply.build(new Decision(17, 0), new Decision(5, 0),
        new KeyExchange(2048, new byte[256], new byte[256], new byte[256], new byte[16]),
        KeySchedule.LEGACY));
    String expected = "deadbeef03a1" + "13000000" + "000400" + "0004000300000000"
        + "00040005" + "13000000" + "00020006001f" + "000e0001deadbeef00030000000200040001";
    assertEquals(expected, HexFormat.of().formatHex(Arrays.copyOf(b, expected.length() / 2)));
  }

  @Test
  void shouldRejectTruncatedPackets() {
    byte[] cut = Arrays.copyOf(DRIVER_REQUEST, 40);
    assertThrows(AnoFormatException.class, () -> AnoCodec.decode(cut, 0, cut.length));
  }
}
