package dev.nnebench.shape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import java.util.zip.Inflater;
import org.junit.jupiter.api.Test;

class DeflatedTest {

  @Test
  void nothingHasRatioOne() {
    assertEquals(1.0, Deflated.ratio(new byte[0]));
  }

  @Test
  void repeatedBytesShrinkAndRandomOnesDoNot() {
    byte[] same = new byte[200_000];
    Arrays.fill(same, (byte) 'x');
    byte[] random = new byte[200_000];
    new Random(7).nextBytes(random);
    assertTrue(Deflated.ratio(same) > 100, "repeated " + Deflated.ratio(same));
    assertTrue(Deflated.ratio(random) < 1.0, "random " + Deflated.ratio(random));
  }

  /* The size counted is the whole stream: inflating exactly that many bytes gives the input. */
  @Test
  void sizeIsTheWholeStream() throws Exception {
    byte[] in = "compressible text, compressible text, compressible text".repeat(3000).getBytes();
    java.util.zip.Deflater d = new java.util.zip.Deflater();
    d.setInput(in);
    d.finish();
    byte[] out = new byte[in.length];
    int n = d.deflate(out);
    d.end();
    assertEquals(n, Deflated.size(in));
    Inflater inflater = new Inflater();
    inflater.setInput(out, 0, n);
    byte[] back = new byte[in.length];
    assertEquals(in.length, inflater.inflate(back));
    assertTrue(inflater.finished());
    inflater.end();
  }
}
