package dev.nnebench.shape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.scenario.Shapes;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A drawn shape's spec, label, header and SQL, and the values its definition gives. */
class DrawnShapeTest {

  @Test
  void specLabelAndHeaderRoundTrip() {
    Shape s = Shapes.parse("rows=50,cols=4,width=30,types=varchar2/raw,values=codes");
    assertEquals(Entropy.CODES, s.entropy());
    assertEquals("50x4x30-n0-r1-tv_raw-l0-ecodes", s.label());
    assertEquals(s, Shapes.parse(s.label()));
    assertEquals(s, Shape.fromSql(s.toSql()).orElseThrow());
    Shape untyped = Shapes.parse("rows=5,values=text");
    assertEquals(untyped, Shapes.parse(untyped.label()));
    assertEquals(untyped, Shape.fromSql(untyped.toSql()).orElseThrow());
    assertEquals(untyped, Shapes.parse(untyped.toString()));
  }

  @Test
  void paddedShapesKeepTheirHeaderLabelAndValues() {
    Shape s = Shapes.parse("rows=10,cols=3,width=6,repeat=2,values=pad");
    assertEquals(new Shape(10, 3, 6, 0, 2), s);
    assertEquals("10x3x6-n0-r2", s.label());
    assertTrue(s.header().contains(" v1 "), s.header());
    assertEquals("1-1xxx", s.value(2, 1));
  }

  @Test
  void unknownClassListsTheClasses() {
    var e = assertThrows(IllegalArgumentException.class, () -> Shapes.parse("rows=5,values=zip"));
    assertTrue(e.getMessage().contains("text") && e.getMessage().contains("random"),
        e.getMessage());
  }

  @Test
  void valuesFollowTheDefinition() {
    Shape codes = Shapes.parse("rows=100,cols=4,width=30,values=codes");
    assertTrue(Words.STATUSES.contains(codes.value(7, 1)), codes.value(7, 1));
    assertTrue(codes.value(7, 2).matches("INV-\\d{8}"), codes.value(7, 2));
    assertTrue(codes.value(7, 3).matches("\\d{1,5}\\.\\d\\d"), codes.value(7, 3));
    assertTrue(codes.value(7, 4).matches("20(2[0-4]|19)-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d"),
        codes.value(7, 4));
    Shape text = Shapes.parse("rows=100,cols=2,width=200,values=text");
    for (long r = 1; r <= 100; r++) {
      String v = text.value(r, 1);
      assertTrue(v.length() >= 100 && v.length() <= 200, v);
      assertTrue(v.matches("[a-z ]+"), v);
    }
    Shape random = Shapes.parse("rows=3,cols=1,width=64,types=raw,values=random");
    assertEquals(64, random.bytes(1, 1).length);
    assertNotEquals(List.of(random.bytes(1, 1)), List.of(random.bytes(2, 1)));
  }

  @Test
  void repeatGroupsStillRepeatEveryValue() {
    Shape s = Shapes.parse("rows=20,cols=3,width=80,repeat=4,values=text");
    assertEquals(s.value(1, 2), s.value(4, 2));
    assertNotEquals(s.value(4, 2), s.value(5, 2));
  }

  @Test
  void sqlDeclaresTheDrawingFunctionOnceBesideTheBlobOne() {
    String sql = Shapes.parse("rows=5,types=varchar2/blob,lobSize=10,values=text").toSql();
    assertEquals(1, sql.split("WITH FUNCTION", -1).length - 1, sql);
    assertTrue(sql.contains("\nFUNCTION " + EntropySql.FUNCTION_NAME + "("), sql);
    assertTrue(sql.contains("CAST(" + EntropySql.FUNCTION_NAME + "(g, 1, 100, 1) AS VARCHAR2(100))"),
        sql);
  }
}
