package dev.nnebench.wire.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

class CursorTableTest {
  private final RowSource empty = new FixedRows(List.of(Column.number("N")), List.of());

  @Test
  void shouldNumberFromOneAndReuseClosedSlots() {
    CursorTable table = new CursorTable();
    assertEquals(1, table.open(empty).id());
    assertEquals(2, table.open(empty).id());
    table.close(1);
    assertEquals(1, table.open(empty).id());
    assertNull(table.get(0));
    assertNull(table.get(99));
  }

  @Test
  void shouldRefuseMoreThanOpenCursorsAllows() {
    CursorTable table = new CursorTable();
    for (int i = 0; i < CursorTable.MAX_OPEN; i++) {
      table.open(empty);
    }
    assertNull(table.open(empty));
  }
}
