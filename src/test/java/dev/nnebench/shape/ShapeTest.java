package dev.nnebench.shape;

import dev.nnebench.shape.Shape;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
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

  private static Shape typed(String types, int nulls, int lobSize) {
    List<ColumnType> list = Shape.parseTypes(types);
    return new Shape(6, list.size(), 6, nulls, 1, list, lobSize);
  }

  @Test
  void typedValuesFollowTheDefinition() {
    Shape s = typed("number/number(12,2)/date/timestamp/timestamp_tz/binary_double/raw/clob", 0, 5);
    // g=1 (odd: negative); m = 7919 + c*104729
    assertEquals("-112648", s.value(1, 1)); // 7919 + 104729
    assertEquals("-2173.77", s.value(1, 2)); // (7919 + 209458) mod 10^12 / 100
    assertEquals("2252.96", s.value(2, 2)); // g=2: 15838 + 209458
    assertEquals("2000-01-02 01:00:20", typed("date", 0, 0).value(1, 1)); // 86413 + 3607 s
    assertEquals("2000-01-02 04:00:41.008301", s.value(1, 4)); // 86413 + 4*3607 s, 7777 + 4*131 us
    assertEquals("2000-01-02 05:00:48.008432 -05:30", s.value(1, 5)); // offset (1 + 5) mod 4 = 2
    assertEquals("-621.3798828125", s.value(1, 6)); // (7919 + 628374) / 1024
    assertEquals("000B4E9EA5A5", s.value(1, 7)); // 7919 + 733103 = 0xB4E9E, then 0xA5 pad
    assertArrayEquals(new byte[] {0, 0x0B, 0x4E, (byte) 0x9E, (byte) 0xA5, (byte) 0xA5},
        s.bytes(1, 7));
    assertEquals("1-8xx", s.value(1, 8));
    assertNull(typed("date", 100, 0).value(1, 1));
  }

  @Test
  void typedHeaderRoundTripsAndUntypedHeadersStayV1() {
    Shape s = typed("number(9,3)/timestamp_tz/clob/blob", 20, 70000);
    assertTrue(s.header().startsWith("/* nnebench:shape v2 rows=6 cols=4 width=6 nulls=20"
        + " repeat=1 types=number(9,3)/timestamp_tz/clob/blob lobSize=70000 */"), s.header());
    assertEquals(s, Shape.fromSql(s.toSql()).orElseThrow());
    assertEquals("6x4x6-n20-r1-tn9.3_tz_clob_blob-l70000", s.label());
    assertEquals("6x4x6-n20-r1", new Shape(6, 4, 6, 20, 1).label());
  }

  @Test
  void typedSqlUsesEachTypesFunctions() {
    Shape s = typed("number/number(12,2)/date/timestamp/timestamp_tz/binary_double/raw/clob/blob",
        30, 50000);
    String sql = s.toSql();
    String[] lines = sql.split("\n");
    assertTrue(lines[1].startsWith("WITH FUNCTION nnebench_blob(head VARCHAR2, n PLS_INTEGER)"));
    assertTrue(sql.contains("DBMS_LOB.WRITEAPPEND"), sql);
    String select = sql.substring(sql.indexOf("SELECT r AS ID"));
    assertColumn(select, 1, "CAST((1 - 2 * MOD(g, 2)) * MOD(g * 7919 + 104729, 1000000000000)"
        + " AS NUMBER)");
    assertColumn(select, 2, "CAST((1 - 2 * MOD(g, 2)) * MOD(g * 7919 + 209458, 1000000000000)"
        + " / 100 AS NUMBER(12,2))");
    assertColumn(select, 3, "(DATE '2000-01-01' + NUMTODSINTERVAL(MOD(g * 86413 + 10821,"
        + " 946080000), 'SECOND'))");
    assertColumn(select, 4, "CAST(TIMESTAMP '2000-01-01 00:00:00' + NUMTODSINTERVAL("
        + "MOD(g * 86413 + 14428, 946080000) + MOD(g * 7777 + 524, 1000000) / 1000000, 'SECOND')"
        + " AS TIMESTAMP(6))");
    assertColumn(select, 5, "FROM_TZ(CAST(TIMESTAMP '2000-01-01 00:00:00'");
    assertColumn(select, 5, "CASE MOD(g + 5, 4) WHEN 0 THEN '+00:00' WHEN 1 THEN '+02:00'"
        + " WHEN 2 THEN '-05:30' ELSE '+05:45' END)");
    assertColumn(select, 6, "TO_BINARY_DOUBLE((1 - 2 * MOD(g, 2)) * MOD(g * 7919 + 628374,"
        + " 1000003) / 1024)");
    assertColumn(select, 7, "CAST(HEXTORAW(RPAD(TO_CHAR(MOD(g * 7919 + 733103, 4294967296),"
        + " 'FM0XXXXXXX'), 12, 'A5')) AS RAW(6))");
    assertColumn(select, 8, "RPAD(TO_CLOB(g || '-8'), 50000, 'x')");
    assertColumn(select, 9, "nnebench_blob(TO_CHAR(MOD(g * 7919 + 942561, 4294967296),"
        + " 'FM0XXXXXXX'), 50000)");
    for (int c = 1; c <= 9; c++) {
      assertColumn(select, c, "CASE WHEN MOD(g * 7919 + " + (c * 104729) + ", 100) < 30"
          + " THEN NULL ELSE ");
    }
  }

  @Test
  void allNullTypedColumnsAreCastNulls() {
    String sql = typed("number(5,1)/timestamp_tz/raw/clob", 100, 10).toSql();
    assertTrue(sql.contains("CAST(NULL AS NUMBER(5,1)) AS C1"), sql);
    assertTrue(sql.contains("CAST(NULL AS TIMESTAMP(6) WITH TIME ZONE) AS C2"), sql);
    assertTrue(sql.contains("CAST(NULL AS RAW(6)) AS C3"), sql);
    assertTrue(sql.contains("CAST(NULL AS CLOB) AS C4"), sql);
  }

  private static void assertColumn(String select, int c, String expected) {
    String line = select.lines()
        .filter(l -> l.endsWith(" AS C" + c) || l.endsWith(" AS C" + c + ","))
        .findFirst().orElseThrow(() -> new AssertionError("no column C" + c + " in " + select));
    assertTrue(line.contains(expected), "C" + c + ": " + line);
  }
}
