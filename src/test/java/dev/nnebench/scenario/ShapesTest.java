package dev.nnebench.scenario;

import dev.nnebench.shape.Shape;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
}
