package dev.nnebench.scenario;

import dev.nnebench.shape.Shape;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.shape.ColumnType;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShapesTest {

  @Test
  void reportedCasesAreNamed() {
    assertEquals(new Shape(100_000, 10, 1000, 0, 1), Shapes.parse("1gb"));
    assertEquals(new Shape(38_613, 3, 100, 0, 1), Shapes.parse("narrow"));
    assertEquals(new Shape(34_208, 20, 100, 0, 1), Shapes.parse("WIDE"));
  }

  @Test
  void specOmitsKeysWithDefaults() {
    assertEquals(new Shape(500, Shapes.DEFAULT_COLUMNS, Shapes.DEFAULT_WIDTH, 0, 1),
        Shapes.parse("rows=500"));
    assertEquals(new Shape(7, 2, 9, 30, 4), Shapes.parse("rows=7, cols=2,width=9,nulls=30,repeat=4"));
  }

  @Test
  void labelParsesBack() {
    Shape s = new Shape(12, 3, 40, 25, 5);
    assertEquals(s, Shapes.parse(s.label()));
  }

  @Test
  void unknownNameListsNamesAndTheSpecForm() {
    var e = assertThrows(IllegalArgumentException.class, () -> Shapes.parse("huge"));
    assertTrue(e.getMessage().contains("narrow") && e.getMessage().contains("rows=.."), e.getMessage());
  }

  @Test
  void badSpecsSayWhatIsWrong() {
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Shapes.parse("rows=x"))
        .getMessage().contains("whole number"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Shapes.parse("depth=3"))
        .getMessage().contains("unknown shape key"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Shapes.parse("rows=5,width=0"))
        .getMessage().contains("width"));
  }

  @Test
  void typesSpecKeepsCommasInsideNumberPrecision() {
    Shape s = Shapes.parse("rows=5,types=number(12,2)/date/clob,lobSize=40,nulls=10");
    assertEquals(List.of(new ColumnType(ColumnType.Kind.NUMBER, 12, 2),
        ColumnType.parse("date"), ColumnType.parse("clob")), s.types());
    assertEquals(3, s.columns());
    assertEquals(40, s.lobSize());
    assertEquals(s, Shapes.parse(s.toString()));
    assertEquals(s, Shapes.parse(s.label()));
  }

  @Test
  void typesRepeatOverExplicitColumnsAndLobsGetADefaultSize() {
    Shape s = Shapes.parse("rows=5,cols=5,types=raw/blob");
    assertEquals(ColumnType.Kind.BLOB, s.type(4).kind());
    assertEquals(ColumnType.Kind.RAW, s.type(5).kind());
    assertEquals(Shapes.DEFAULT_LOB_SIZE, s.lobSize());
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> Shapes.parse("types=date,lobSize=5")).getMessage().contains("lobSize"));
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> Shapes.parse("types=json")).getMessage().contains("unknown shape type"));
  }

  @Test
  void namedTypedShapesHoldWhatTheirNamesSay() {
    Shape types = Shapes.parse("types");
    for (ColumnType.Kind k : ColumnType.Kind.values()) {
      assertTrue(types.types().stream().anyMatch(t -> t.kind() == k), k.toString());
    }
    assertTrue(types.nullPercent() > 0);
    assertTrue(Shapes.parse("clob-small").lobSize() < 4000);
    assertTrue(Shapes.parse("clob-large").lobSize() > 32768);
    assertEquals(ColumnType.Kind.BLOB, Shapes.parse("blob-large").type(1).kind());
    assertTrue(Shapes.parse("blob-large").lobSize() > 32768);
  }
}
