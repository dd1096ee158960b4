package dev.nnebench.shape;

import dev.nnebench.shape.RowDigest;
import dev.nnebench.shape.Shape;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class RowDigestTest {

  @Test
  void stringAndByteReadsAgree() {
    RowDigest a = new RowDigest();
    RowDigest b = new RowDigest();
    a.add("12-3xxx");
    b.add("12-3xxx".getBytes(StandardCharsets.US_ASCII));
    a.add((String) null);
    b.add((byte[]) null);
    assertEquals(a.value(), b.value());
    assertEquals(2, a.cells());
  }

  @Test
  void nullDiffersFromAnyValueAndOrderMatters() {
    RowDigest a = new RowDigest();
    a.add("x");
    a.addNull();
    RowDigest b = new RowDigest();
    b.addNull();
    b.add("x");
    assertNotEquals(a.value(), b.value());
  }

  @Test
  void knownAnswers() {
    assertEquals("cbf29ce484222325", RowDigest.hex(RowDigest.expected(new Shape(0, 3, 5, 0, 1))));
    assertEquals("b127b20bc0b678f2", RowDigest.hex(RowDigest.expected(new Shape(3, 2, 5, 0, 1))));
    assertEquals("5653cccdfaddb175",
        RowDigest.hex(RowDigest.expected(new Shape(1000, 10, 100, 30, 10))));
    assertNotEquals(RowDigest.expected(new Shape(3, 2, 5, 0, 1)),
        RowDigest.expected(new Shape(3, 2, 5, 0, 2)));
  }

  @Test
  void typedShapesDigestScalarsByValueAndRawBytes() {
    Shape s = new Shape(4, 3, 5, 25, 1, Shape.parseTypes("raw/date/number(6,2)"), 0);
    RowDigest d = new RowDigest();
    for (long r = 1; r <= s.rows(); r++) {
      d.addId(r);
      d.add(s.bytes(r, 1));
      d.addDateTime(s.isNull(r, 2) ? null : java.time.LocalDateTime.parse(
          s.value(r, 2).replace(' ', 'T')));
      d.addNumber(s.isNull(r, 3) ? null : new java.math.BigDecimal(s.value(r, 3)));
    }
    assertEquals(d.value(), RowDigest.expected(s));
    assertNotEquals(RowDigest.expected(new Shape(4, 3, 5, 25, 1)), RowDigest.expected(s));
  }

  @Test
  void typedScalarsAreDigestedByValueNotByTheirText() {
    RowDigest a = new RowDigest();
    RowDigest b = new RowDigest();
    a.addNumber(new java.math.BigDecimal("1.50"));
    b.addNumber(new java.math.BigDecimal("1.5"));
    assertEquals(a.value(), b.value(), "the scale the driver chose does not matter");
    b.addDateTime(java.time.LocalDateTime.of(2001, 2, 3, 4, 5, 6, 7000));
    a.addDateTime(java.time.LocalDateTime.of(2001, 2, 3, 4, 5, 6, 8000));
    assertNotEquals(a.value(), b.value(), "a microsecond apart");
    RowDigest c = new RowDigest();
    RowDigest d = new RowDigest();
    java.time.LocalDateTime t = java.time.LocalDateTime.of(2001, 2, 3, 4, 5, 6);
    c.addDateTime(t.atOffset(java.time.ZoneOffset.UTC));
    d.addDateTime(t.atOffset(java.time.ZoneOffset.ofHours(2)));
    assertNotEquals(c.value(), d.value(), "the offset counts");
  }
}
