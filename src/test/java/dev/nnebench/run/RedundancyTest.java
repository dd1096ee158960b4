package dev.nnebench.run;

import dev.nnebench.cell.ParamSet;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Axes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RedundancyTest {
  private static List<Cell> cells(String driver, List<String> jce) {
    Map<String, List<String>> set = new LinkedHashMap<>();
    set.put("driver", List.of(driver));
    set.put("jce", jce);
    set.put("encryption", List.of("NONE", "AES256"));
    set.put("checksum", List.of("NONE", "SHA256"));
    set.put("fetchSize", List.of("10", "1000"));
    return ParamSet.parse(set).expand();
  }

  @Test
  void withoutNneJceFalseIsDroppedAndDriver19KeepsItsOwnEngineCells() {
    List<String> skipped = new ArrayList<>();
    List<Cell> kept =
        Redundancy.prune(cells("19", List.of("true", "false")), c -> true, skipped::add);

    assertEquals(8 + 6, kept.size());
    assertEquals(2, skipped.size());
  }

  @Test
  void driver23KeepsOneJceFalseCellTheStrongestAtTheLargestFetchSize() {
    List<Cell> kept =
        Redundancy.prune(cells("23", List.of("true", "false")), c -> true, s -> { });

    List<Cell> own = kept.stream().filter(c -> c.text(Axes.JCE).equals("false"))
        .toList();
    assertEquals(1, own.size());
    assertEquals(Cell.parse(Map.of("driver", "23", "jce", "false", "encryption", "AES256",
        "checksum", "SHA256", "fetchSize", "1000")), own.get(0));
  }

  /* With a link axis the last cell in order is a link cell, which a preset may then skip. */
  @Test
  void driver23sOneJceFalseCellRunsWithoutALink() {
    List<Cell> cells = cells("23", List.of("true", "false")).stream()
        .flatMap(c -> java.util.stream.Stream.of("0", "2ms").map(rtt -> c.withText(Axes.RTT, rtt)))
        .toList();

    List<Cell> own = Redundancy.prune(cells, c -> true, s -> { }).stream()
        .filter(c -> c.text(Axes.JCE).equals("false")).toList();
    assertEquals(1, own.size());
    assertEquals(List.of("0", "AES256", "1000"), List.of(own.get(0).text(Axes.RTT),
        own.get(0).text(Axes.ENCRYPTION), own.get(0).text(Axes.FETCH_SIZE)));
  }

  /* quick keeps its last shape for the link: the shown cell is one the preset lets run. */
  @Test
  void driver23sOneJceFalseCellIsOneThePresetRuns() {
    List<Cell> cells = cells("23", List.of("true", "false")).stream()
        .flatMap(c -> java.util.stream.Stream.of("small", "thin")
            .map(shape -> c.withText(Axes.SHAPE, shape)))
        .toList();

    List<Cell> own = Redundancy.prune(cells, c -> !c.text(Axes.SHAPE).equals("thin"), s -> { })
        .stream().filter(c -> c.text(Axes.JCE).equals("false")).toList();
    assertEquals(1, own.size());
    assertEquals(List.of("small", "AES256", "1000"), List.of(own.get(0).text(Axes.SHAPE),
        own.get(0).text(Axes.ENCRYPTION), own.get(0).text(Axes.FETCH_SIZE)));
  }

  @Test
  void aJceFalseCellWithoutItsJceTrueTwinIsKept() {
    List<Cell> kept = Redundancy.prune(cells("23", List.of("false")), c -> true, s -> { });

    assertEquals(8, kept.size());
    assertTrue(kept.stream().allMatch(c -> c.text(Axes.JCE).equals("false")));
  }
}
