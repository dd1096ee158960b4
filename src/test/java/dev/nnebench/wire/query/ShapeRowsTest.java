package dev.nnebench.wire.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.shape.Shape;
import dev.nnebench.wire.ttc.TtcReader;
import dev.nnebench.wire.ttc.TtcWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ShapeRowsTest {
  @ParameterizedTest
  @ValueSource(ints = {1, 3, 4, 252, 253, 4000})
  void shouldWriteEachCellAsTheShapeDefinesIt(int width) {
    Shape shape = new Shape(120, 12, width, 30, 3);
    ShapeRows rows = new ShapeRows(shape);
    for (long r = 1; r <= shape.rows(); r++) {
      TtcWriter w = new TtcWriter();
      for (int c = 0; c <= shape.columns(); c++) {
        rows.writeCell(r, c, w);
      }
      TtcReader in = new TtcReader(w.toByteArray());
      assertEquals(r, NumberDecoder.decode(in.bytes()));
      for (int c = 1; c <= shape.columns(); c++) {
        byte[] cell = in.bytes();
        assertEquals(shape.value(r, c), cell == null ? null : new String(cell, StandardCharsets.UTF_8));
      }
      assertFalse(in.hasRemaining());
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 100})
  void shouldCallRepeatedGroupsAndNullRunsRepeats(int nulls) {
    Shape shape = new Shape(40, 3, 10, nulls, 4);
    ShapeRows rows = new ShapeRows(shape);
    assertTrue(rows.repeatsPrevious(2, 1));
    assertFalse(rows.repeatsPrevious(2, 0));
    assertEquals(nulls == 100, rows.repeatsPrevious(5, 2));
  }

  @ParameterizedTest
  @ValueSource(ints = {100})
  void shouldWriteNullAsLengthZero(int nulls) {
    TtcWriter w = new TtcWriter();
    new ShapeRows(new Shape(1, 1, 5, nulls, 1)).writeCell(1, 1, w);
    assertNull(new TtcReader(w.toByteArray()).bytes());
    assertEquals(1, w.length());
  }
}
