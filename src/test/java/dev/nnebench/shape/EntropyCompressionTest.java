package dev.nnebench.shape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.scenario.Shapes;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Each named shape's values compress with zlib (java.util.zip, the codec Oracle Net's level high
 * uses) as its entropy class says: random bytes not at all, repetitive text far better than free
 * text, and the padded shapes better than any real table. The ratio is measured over the first
 * rows' cells in row order, each cell's bytes as a fetch carries them.
 */
class EntropyCompressionTest {
  private static final int ROWS = 2000;

  @Test
  void randomBytesDoNotCompress() {
    double ratio = ratio(Shapes.parse("random"));
    assertTrue(ratio > 0.97 && ratio < 1.03, "random " + ratio);
  }

  @Test
  void freeTextCompressesLikeProse() {
    double ratio = ratio(Shapes.parse("text"));
    assertTrue(ratio > 1.8 && ratio < 4.5, "text " + ratio);
  }

  @Test
  void codesCompressLessThanRepetitiveText() {
    double codes = ratio(Shapes.parse("codes"));
    double repetitive = ratio(Shapes.parse("repetitive"));
    assertTrue(codes > 1.5 && codes < 4.5, "codes " + codes);
    assertTrue(repetitive > 2 * ratio(Shapes.parse("text")), "repetitive " + repetitive);
  }

  @Test
  void paddedValuesCompressFarBeyondDrawnOnes() {
    double padded = ratio(Shapes.parse("small"));
    assertTrue(padded > 2 * ratio(Shapes.parse("repetitive")), "small " + padded);
  }

  @Test
  void base64TextKeepsOnlyItsSixOfEightBits() {
    double ratio = ratio(Shapes.parse("rows=2000,cols=4,width=500,values=random"));
    assertTrue(ratio > 1.2 && ratio < 1.4, "base64 " + ratio);
  }

  @Test
  void drawnValuesRepeatThePreviousRowOnlyAsTheirColumnMakesThem() {
    Shape codes = Shapes.parse("rows=4000,cols=4,width=30,values=codes");
    Shape text = Shapes.parse("text");
    int statusRepeats = 0;
    int referenceRepeats = 0;
    int textRepeats = 0;
    for (long r = 2; r <= 4000; r++) {
      statusRepeats += codes.value(r, 1).equals(codes.value(r - 1, 1)) ? 1 : 0;
      referenceRepeats += codes.value(r, 2).equals(codes.value(r - 1, 2)) ? 1 : 0;
      textRepeats += text.value(r, 1).equals(text.value(r - 1, 1)) ? 1 : 0;
    }
    assertTrue(statusRepeats > 4000 / 20 && statusRepeats < 4000 / 4, "status " + statusRepeats);
    assertEquals(0, referenceRepeats);
    assertEquals(0, textRepeats);
  }

  /** Bytes of the cells over bytes deflated at zlib's default level. */
  static double ratio(Shape shape) {
    ByteArrayOutputStream raw = new ByteArrayOutputStream();
    for (long r = 1; r <= Math.min(ROWS, shape.rows()); r++) {
      for (int c = 1; c <= shape.columns(); c++) {
        byte[] cell = shape.type(c).kind().binary() ? shape.bytes(r, c)
            : shape.value(r, c).getBytes(StandardCharsets.US_ASCII);
        raw.writeBytes(cell);
      }
    }
    return Deflated.ratio(raw.toByteArray());
  }
}
