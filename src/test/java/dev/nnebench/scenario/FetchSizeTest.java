package dev.nnebench.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cell.Cell;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FetchSizeTest {
  @Test
  void defaultMeansTheDriverChoosesAndReadsBackAsDefault() {
    assertEquals(FetchSize.DRIVER_CHOOSES, FetchSize.parse(" Default "));
    assertEquals("default", FetchSize.label(FetchSize.parse("default")));
    assertEquals(1000, FetchSize.parse("1000"));
    assertEquals("1000", FetchSize.label(1000));
  }

  @Test
  void sizesOutOfRangeOrNotNumbersAreRefusedNamingTheFix() {
    for (String bad : List.of("0", "-1", "1000001", "ten", "")) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> FetchSize.parse(bad));
      assertTrue(e.getMessage().contains("1..1000000 or 'default'"), e.getMessage());
    }
  }

  @Test
  void explicitSizesSortByNumberAndTheDefaultLast() {
    List<String> sizes = new ArrayList<>(List.of("default", "1000", "10", "100"));
    sizes.sort(FetchSize.ORDER);
    assertEquals(List.of("10", "100", "1000", "default"), sizes);
    assertFalse(FetchSize.isExplicit("default"));
    assertTrue(FetchSize.isExplicit("10"));
  }

  @Test
  void aScenarioLeftAtTheDefaultSetsNoFetchSize() {
    Scenario s = Cell.parse(java.util.Map.of("driver", "23", "jce", "true",
        "encryption", "NONE", "checksum", "NONE", "fetchSize", "default", "shape", "tiny",
        "read", "getString")).scenario();
    assertFalse(s.setsFetchSize());
    assertEquals("default", s.fetchSizeValue());
    assertTrue(s.label().contains("fetchSize=default"));
  }
}
