package dev.nnebench.wire.tls;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class DerTest {
  private static byte[] hex(String h) {
    return HexFormat.of().parseHex(h.replace(" ", ""));
  }

  @Test
  void oidsEncodeTheFirstTwoArcsInOneByteAndTheRestInBase128() {
    assertArrayEquals(hex("06 08 2a 86 48 ce 3d 04 03 02"), Der.oid("1.2.840.10045.4.3.2"));
    assertArrayEquals(hex("06 03 55 04 03"), Der.oid("2.5.4.3"));
    assertArrayEquals(hex("06 03 55 1d 11"), Der.oid("2.5.29.17"));
  }

  @Test
  void lengthsFrom128OnUseTheLongForm() {
    assertEquals(2 + 127, Der.tlv(Der.OCTET_STRING, new byte[127]).length);
    assertArrayEquals(hex("04 81 80"), java.util.Arrays.copyOf(
        Der.tlv(Der.OCTET_STRING, new byte[128]), 3));
    assertArrayEquals(hex("30 82 01 00"), java.util.Arrays.copyOf(
        Der.sequence(new byte[256]), 4));
  }

  @Test
  void integersKeepTheirSignByte() {
    assertArrayEquals(hex("02 01 02"), Der.integer(BigInteger.TWO));
    assertArrayEquals(hex("02 02 00 80"), Der.integer(BigInteger.valueOf(128)));
  }

  @Test
  void utcTimeIsTwoDigitYearsInUtc() {
    ZonedDateTime t = ZonedDateTime.of(2026, 11, 23, 17, 5, 9, 0, ZoneOffset.ofHours(2));
    assertArrayEquals(concat(hex("17 0d"),
        "261123150509Z".getBytes(java.nio.charset.StandardCharsets.US_ASCII)), Der.utcTime(t));
  }

  @Test
  void bitStringsOfWholeBytesSayNoUnusedBits() {
    assertArrayEquals(hex("03 03 00 ab cd"), Der.bitString(hex("ab cd")));
  }

  @Test
  void contextTagsAreConstructedOrImplicit() {
    assertArrayEquals(hex("a0 03 02 01 02"), Der.tagged(0, true, Der.integer(BigInteger.TWO)));
    assertArrayEquals(hex("87 04 7f 00 00 01"), Der.tagged(7, false, hex("7f 00 00 01")));
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] out = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
