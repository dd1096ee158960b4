package dev.nnebench.results;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;

class TrialTest {
  @Test
  void readsItsPartsBackFromTheColumnsTheyAreWrittenTo() {
    Trial t = new Row().put(Trial.BENCHMARK, Benchmark.FETCH.text())
        .primary(new Score(2.5, 0.1, "ops/s"))
        .secondary("bytes", new Score(1e6, 10, "B/op"))
        .cell(Cell.EMPTY.withText(Axes.DRIVER, "23").withText(Axes.SHAPE, ""))
        .observed(Observed.NONE.withText(Facts.ENCRYPTION, "AES256"))
        .trial();

    assertEquals(new Score(2.5, 0.1, "ops/s"), t.primary());
    assertEquals(1e6, t.aux("bytes").orElseThrow());
    assertEquals(10, t.auxError("bytes"));
    assertEquals("B/op", t.get("aux.bytes.unit"));
    assertEquals(Cell.EMPTY.withText(Axes.DRIVER, "23"), t.cell());
    assertEquals("AES256", t.get("negotiated.encryption"));
    assertEquals(Observed.NONE.withText(Facts.ENCRYPTION, "AES256"), t.observed());
  }

  @Test
  void namesLegsAsTheLegColumnDoes() {
    Trial t = Rows.of("X.y", 1, 0).with(Trial.LEG, "aes-off");

    assertEquals(true, LegName.AES_OFF.ran(t));
    assertEquals(false, LegName.MAIN.ran(t));
  }
}
