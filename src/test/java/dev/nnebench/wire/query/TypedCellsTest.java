package dev.nnebench.wire.query;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Oracle's images against examples decoded with python-oracledb's decoders (wire notes). */
class TypedCellsTest {
  private static String hex(byte[] b, int n) {
    return HexFormat.of().withUpperCase().formatHex(Arrays.copyOf(b, n));
  }

  @Test
  void dateAndTimestampImages() {
    byte[] out = new byte[13];
    TypedCells.date(LocalDateTime.of(2026, 1, 1, 0, 0), out);
    assertEquals("787E0101010101", hex(out, 7));
    TypedCells.timestamp(LocalDateTime.of(2024, 3, 15, 13, 45, 30, 123456789), out);
    assertEquals("787C030F0E2E1F075BCD15", hex(out, 11));
  }

  @Test
  void timestampWithTimeZoneIsUtcThenTheOffset() {
    byte[] out = new byte[13];
    TypedCells.timestampTz(LocalDateTime.of(2024, 3, 15, 13, 45, 30), ZoneOffset.ofHours(2), out);
    assertEquals("787C030F0C2E1F00000000163C", hex(out, 13));
    TypedCells.timestampTz(LocalDateTime.of(2024, 3, 15, 13, 45, 30),
        ZoneOffset.ofHoursMinutes(-5, -30), out);
    assertEquals("0F1E", hex(out, 13).substring(22));
  }

  @ParameterizedTest
  @CsvSource({"1.0, BFF0000000000000", "-1.0, 400FFFFFFFFFFFFF", "0.0, 8000000000000000"})
  void binaryDoubleIsSortable(double v, String expected) {
    byte[] out = new byte[8];
    TypedCells.binaryDouble(v, out);
    assertEquals(expected, hex(out, 8));
  }

  @ParameterizedTest
  @CsvSource({"5, 1, C033", "-5, 1, 3F3366", "5, 2, C006", "-1, 3, 405B66", "12345, 2, C202182E",
      "-12345, 2, 3D644E3866", "9999, 2, C16464", "1234567891, 3, C402182E445A0B",
      "1230, 2, C10D1F",
      "0, 4, 80", "-7, 0, 3E5E66"})
  void decimalsPairDigitsAroundThePoint(long unscaled, int scale, String expected) {
    byte[] out = new byte[OracleNumber.MAX_DECIMAL_BYTES];
    assertEquals(expected, hex(out, OracleNumber.encodeDecimal(unscaled, scale, out, 0)));
  }
}
