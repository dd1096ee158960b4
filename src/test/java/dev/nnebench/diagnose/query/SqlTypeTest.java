package dev.nnebench.diagnose.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.shape.ColumnType;
import org.junit.jupiter.api.Test;

class SqlTypeTest {
  private static ColumnType replayed(String name, int precision, int scale) {
    return new SqlType(name, precision, scale).shapeType();
  }

  @Test
  void typesTheDoubleServesAreReplayedAsThemselves() {
    assertEquals(ColumnType.parse("number(12,2)"), replayed("NUMBER", 12, 2));
    assertEquals(ColumnType.parse("number"), replayed("NUMBER", 0, -127));
    assertEquals(ColumnType.parse("timestamp_tz"), replayed("TIMESTAMP WITH TIME ZONE", 0, 6));
    assertEquals(ColumnType.parse("blob"), replayed("BLOB", 0, 0));
    assertFalse(new SqlType("NUMBER", 12, 2).approximated());
    assertFalse(new SqlType("NUMBER", 0, -127).approximated());
    assertFalse(new SqlType("DATE", 0, 0).approximated());
  }

  @Test
  void othersAreReplayedAsTheNearestAndSaySo() {
    assertEquals(ColumnType.parse("number(18,4)"), replayed("NUMBER", 30, 4));
    assertEquals(ColumnType.parse("number"), replayed("NUMBER", 126, -127), "FLOAT");
    assertEquals(ColumnType.parse("clob"), replayed("NCLOB", 0, 0));
    assertEquals(ColumnType.parse("timestamp"), replayed("TIMESTAMP WITH LOCAL TIME ZONE", 0, 6));
    assertEquals(ColumnType.VARCHAR2, replayed("ROWID", 0, 0));
    assertTrue(new SqlType("NUMBER", 30, 4).approximated());
    assertTrue(new SqlType("NUMBER", 126, -127).approximated());
    assertTrue(new SqlType("CHAR", 10, 0).approximated());
  }

  @Test
  void spelledAsSqlSpellsThem() {
    assertEquals("NUMBER(12,2)", new SqlType("NUMBER", 12, 2).toString());
    assertEquals("NUMBER(9)", new SqlType("NUMBER", 9, 0).toString());
    assertEquals("NUMBER", new SqlType("NUMBER", 0, -127).toString());
    assertEquals("FLOAT(126)", new SqlType("NUMBER", 126, -127).toString());
    assertEquals("TIMESTAMP(6) WITH TIME ZONE",
        new SqlType("TIMESTAMP WITH TIME ZONE", 0, 6).toString());
    assertEquals("VARCHAR2(20)", new SqlType("VARCHAR2", 20, 0).toString());
  }
}
