package dev.nnebench.cell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A value list per axis: what a preset lists and JMH takes, expanded into cells. */
class ParamSetTest {
  private static ParamSet set() {
    Map<String, List<String>> named = new LinkedHashMap<>();
    named.put("encryption", List.of("NONE", "AES256"));
    named.put("fetchSize", List.of("10", "1000"));
    return ParamSet.parse(named);
  }

  @Test
  void expandsIntoEveryCellTheFirstAxisVaryingSlowest() {
    List<String> labels = set().expand().stream().map(Cell::label).toList();
    assertEquals(List.of("encryption=NONE, fetchSize=10", "encryption=NONE, fetchSize=1000",
        "encryption=AES256, fetchSize=10", "encryption=AES256, fetchSize=1000"), labels);
    assertEquals(4, set().size());
  }

  @Test
  void aTermHoldsForAllOnlyWhenItsAxisHasThatOneValue() {
    ParamSet one = set().with(Axes.FETCH_SIZE, List.of("10"));
    assertTrue(one.holdsForAll(Cell.EMPTY.withText(Axes.FETCH_SIZE, "10")));
    assertFalse(set().holdsForAll(Cell.EMPTY.withText(Axes.FETCH_SIZE, "10")));
    assertFalse(one.holdsForAll(Cell.EMPTY.withText(Axes.SDU, "8192")));
  }

  @Test
  void aNameNoAxisDeclaresIsRefused() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> ParamSet.parse(Map.of("fetchsize", List.of("10"))));
    assertTrue(e.getMessage().startsWith("unknown parameter 'fetchsize'"), e.getMessage());
  }
}
