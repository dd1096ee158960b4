package dev.nnebench.diagnose.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.diagnose.query.ColumnProfile;
import dev.nnebench.diagnose.query.ResultProfile;
import dev.nnebench.diagnose.query.SqlType;
import dev.nnebench.shape.Shape;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ReplayTest {
  /* 8 rows: an ID, a 10-char column repeated in pairs, a 30-char column NULL every other row. */
  private static ResultProfile profile() {
    ColumnProfile id = new ColumnProfile("ID", "NUMBER");
    ColumnProfile a = new ColumnProfile("A", "VARCHAR2");
    ColumnProfile b = new ColumnProfile("B", "VARCHAR2");
    for (int r = 1; r <= 8; r++) {
      id.add(Integer.toString(r));
      a.add(("pair" + (r + 1) / 2 + "xxxxxxxxxx").substring(0, 10));
      b.add(r % 2 == 0 ? null : "y".repeat(30));
    }
    return new ResultProfile(8, List.of(id, a, b), Optional.empty(), "read-only, rolled back");
  }

  @Test
  void theReplayedShapeHasTheProfilesRowsColumnsWidthNullsAndRepeats() {
    Shape s = Replay.shapeOf(profile()).orElseThrow();

    assertEquals(8, s.rows());
    assertEquals(2, s.columns(), "the ID stands for the first column");
    assertEquals(20, s.width(), "mean of 10 and 30");
    assertTrue(s.nullPercent() > 0 && s.nullPercent() < 30, s.toString());
    assertTrue(s.repeat() >= 1, s.toString());
  }

  @Test
  void anEmptyResultIsNotReplayed() {
    assertTrue(Replay.shapeOf(new ResultProfile(0, List.of(), Optional.empty(), "")).isEmpty());
  }

  @Test
  void aTypedResultIsReplayedWithItsTypesWidthAndLobSize() {
    ColumnProfile id = new ColumnProfile("ID", "NUMBER");
    ColumnProfile when = new ColumnProfile("WHEN", new SqlType("DATE", 0, 0));
    ColumnProfile name = new ColumnProfile("NAME", new SqlType("VARCHAR2", 40, 0));
    ColumnProfile doc = new ColumnProfile("DOC", new SqlType("CLOB", 0, 0));
    for (int r = 1; r <= 4; r++) {
      id.add(Integer.toString(r));
      when.add("2024-01-0" + r + " 00:00:00");
      name.add("n".repeat(12));
      doc.add("d".repeat(r * 1000));
    }
    Shape s = Replay.shapeOf(new ResultProfile(4, List.of(id, when, name, doc), Optional.empty(),
        "")).orElseThrow();

    assertEquals(Shape.parseTypes("date/varchar2/clob"), s.types());
    assertEquals(12, s.width(), "the VARCHAR2 column's, not the date's text");
    assertEquals(2500, s.lobSize(), "the mean LOB length");
  }

  @Test
  void repeatingTypesAreListedOnce() {
    assertEquals(Shape.parseTypes("date/clob"),
        ReplayShape.period(Shape.parseTypes("date/clob/date/clob/date/clob")));
    assertEquals(Shape.parseTypes("date/clob/date"),
        ReplayShape.period(Shape.parseTypes("date/clob/date")));
  }
}
