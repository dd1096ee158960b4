package dev.nnebench.wire.ttc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The error answer's tail by TTC field version: 12.1 and later add the UB4 error and UB8 rows. */
class EndOfCallTest {
  @Test
  void an11dot2ClientShouldGetTheTextRightAfterTheBatchErrorFields() {
    OraError error = OraError.NO_MATCHING_AUTHENTICATION_PROTOCOL;
    TtcWriter current = new TtcWriter();
    EndOfCall.error(current, error, 3, EndOfCall.FIELD_VERSION_12_1);
    TtcWriter old = new TtcWriter();
    EndOfCall.error(old, error, 3, 6);
    byte[] text = error.message().getBytes(StandardCharsets.UTF_8);
    byte[] a = current.toByteArray();
    byte[] b = old.toByteArray();
    int tail = 1 + text.length; // the length byte of the text, then the text
    // 12.1+: UB4 28040 (02 6d 88), UB8 0 (00) before the text; 11.2: the text at once
    assertEquals(a.length - 4, b.length);
    assertArrayEquals(new byte[] {2, 0x6d, (byte) 0x88, 0},
        Arrays.copyOfRange(a, a.length - tail - 4, a.length - tail));
    assertArrayEquals(Arrays.copyOf(a, b.length - tail), Arrays.copyOf(b, b.length - tail));
    assertArrayEquals(Arrays.copyOfRange(a, a.length - tail, a.length),
        Arrays.copyOfRange(b, b.length - tail, b.length));
  }
}
