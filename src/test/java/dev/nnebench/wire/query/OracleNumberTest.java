package dev.nnebench.wire.query;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HexFormat;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class OracleNumberTest {
  @ParameterizedTest
  @CsvSource({
    "0, 80", "1, c102", "2, c103", "100, c202", "123, c20218", "-1, 3e6466", "-123, 3d644e66",
    "1000000, c402", "10, c10b", "99, c164"
  })
  void shouldEncodeKnownAnswers(long value, String hex) {
    assertArrayEquals(HexFormat.of().parseHex(hex), OracleNumber.encode(value));
  }

  @ParameterizedTest
  @ValueSource(longs = {7, 101, 9_999, 10_000, 123_456_789, 100_000, 10_000_000, Long.MIN_VALUE + 1, 1_000_000_000_000_000_000L,
      Long.MAX_VALUE, -Long.MAX_VALUE, -98_765})
  void shouldRoundTripThroughAClientDecoder(long value) {
    assertEquals(value, NumberDecoder.decode(OracleNumber.encode(value)));
  }
}
