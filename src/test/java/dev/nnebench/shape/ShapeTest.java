package dev.nnebench.shape;

import dev.nnebench.shape.Shape;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ShapeTest {

  @Test
  void valuesArePaddedTruncatedAndGroupedByRepeat() {
    Shape s = new Shape(10, 3, 6, 0, 2);
    assertEquals("1-1xxx", s.value(1, 1));
    assertEquals("1-1xxx", s.value(2, 1));
    assertEquals("2-3xxx", s.value(3, 3));
    assertEquals("1", new Shape(1, 1, 1, 0, 1).value(1, 1));
  }

  @Test
  void nullRuleFollowsTheDefinition() {
    Shape s = new Shape(100, 5, 10, 30, 1);
    // (g*7919 + c*104729) mod 100 for g=1,c=1 is (7919+104729) mod 100 = 48 -> not NULL at 30 %
    assertEquals("1-1xxxxxxx", s.value(1, 1));
    // g=1,c=2: (7919 + 209458) mod 100 = 77; g=2,c=1: (15838+104729) mod 100 = 67; g=3,c=1: 86
    // g=4,c=1: (31676+104729) mod 100 = 5 -> NULL
    assertNull(s.value(4, 1));
    assertNull(new Shape(1, 1, 1, 100, 1).value(1, 1));
  }

  @Test
  void headerRoundTripsThroughSql() {
    Shape s = new Shape(38613, 3, 20, 30, 10);
    assertEquals(s, Shape.fromSql(s.toSql()).orElseThrow());
    assertEquals("/* nnebench:shape v1 rows=38613 cols=3 width=20 nulls=30 repeat=10 */", s.header());
  }

  @Test
  void sqlTextIsStable() {
    String expected = String.join("\n",
        "/* nnebench:shape v1 rows=5 cols=2 width=4 nulls=50 repeat=1 */",
        "SELECT r AS ID,",
        "  CASE WHEN MOD(g * 7919 + 104729, 100) < 50 THEN NULL"
            + " ELSE CAST(RPAD(g || '-1', 4, 'x') AS VARCHAR2(4)) END AS C1,",
        "  CASE WHEN MOD(g * 7919 + 209458, 100) < 50 THEN NULL"
            + " ELSE CAST(RPAD(g || '-2', 4, 'x') AS VARCHAR2(4)) END AS C2",
        "FROM (SELECT r, CEIL(r / 1) AS g FROM (SELECT ROWNUM AS r FROM"
            + " (SELECT 1 FROM dual CONNECT BY LEVEL <= 10000) a,"
            + " (SELECT 1 FROM dual CONNECT BY LEVEL <= 1) b WHERE ROWNUM <= 5))");
    assertEquals(expected, new Shape(5, 2, 4, 50, 1).toSql());
  }

  @Test
  void rejectsImpossibleShapes() {
    assertThrows(IllegalArgumentException.class, () -> new Shape(1, 1, 0, 0, 1));
    assertThrows(IllegalArgumentException.class, () -> new Shape(1, 1, 1, 101, 1));
    assertThrows(IllegalArgumentException.class, () -> new Shape(1, 1, 4001, 0, 1));
  }
}
