package dev.nnebench.run;

import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.cell.ParamSet;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Axes;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CellsTest {
  private static final ParamSet SET = ParamSet.parse(Map.of(
      "encryption", List.of("NONE", "AES256"), "checksum", List.of("NONE", "SHA256"),
      "fetchSize", List.of("10", "1000")));

  @Test
  void aFullCrossProductFactorsBackIntoOneSet() {
    List<ParamSet> sets = Cells.factor(SET.expand());

    assertEquals(1, sets.size());
    assertEquals(8, sets.get(0).expand().size());
  }

  @Test
  void factoringCoversExactlyTheCellsLeft() {
    List<Cell> cells = new ArrayList<>(SET.expand());
    cells.removeIf(c -> c.get(Axes.FETCH_SIZE) == 10 && c.get(Axes.CHECKSUM) == ChecksumType.NONE
        && c.get(Axes.ENCRYPTION) == EncryptionType.AES256);

    List<Cell> covered = new ArrayList<>();
    Cells.factor(cells).forEach(set -> covered.addAll(set.expand()));

    assertEquals(cells.size(), covered.size());
    assertEquals(new HashSet<>(cells), new HashSet<>(covered));
  }
}
