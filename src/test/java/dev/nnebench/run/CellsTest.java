package dev.nnebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CellsTest {
  private static final Map<String, List<String>> SET = Map.of(
      "encryption", List.of("NONE", "AES256"), "checksum", List.of("NONE", "SHA256"),
      "fetchSize", List.of("10", "1000"));

  @Test
  void aFullCrossProductFactorsBackIntoOneSet() {
    List<Map<String, List<String>>> sets = Cells.factor(Cells.expand(SET));

    assertEquals(1, sets.size());
    assertEquals(8, Cells.expand(sets.get(0)).size());
  }

  @Test
  void factoringCoversExactlyTheCellsLeft() {
    List<Map<String, String>> cells = new ArrayList<>(Cells.expand(SET));
    cells.removeIf(c -> c.get("fetchSize").equals("10") && c.get("checksum").equals("NONE")
        && c.get("encryption").equals("AES256"));

    List<Map<String, String>> covered = new ArrayList<>();
    Cells.factor(cells).forEach(set -> covered.addAll(Cells.expand(set)));

    assertEquals(cells.size(), covered.size());
    assertEquals(new HashSet<>(cells), new HashSet<>(covered));
  }
}
