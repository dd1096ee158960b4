package dev.nnebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RedundancyTest {
  private static List<Map<String, String>> cells(String driver, List<String> jce) {
    Map<String, List<String>> set = new LinkedHashMap<>();
    set.put("driver", List.of(driver));
    set.put("jce", jce);
    set.put("encryption", List.of("NONE", "AES256"));
    set.put("checksum", List.of("NONE", "SHA256"));
    set.put("fetchSize", List.of("10", "1000"));
    return Cells.expand(set);
  }

  @Test
  void withoutNneJceFalseIsDroppedAndDriver19KeepsItsOwnEngineCells() {
    List<String> skipped = new ArrayList<>();
    List<Map<String, String>> kept =
        Redundancy.prune(cells("19", List.of("true", "false")), skipped::add);

    assertEquals(8 + 6, kept.size());
    assertEquals(2, skipped.size());
  }

  @Test
  void driver23KeepsOneJceFalseCellTheStrongestAtTheLargestFetchSize() {
    List<Map<String, String>> kept =
        Redundancy.prune(cells("23", List.of("true", "false")), s -> { });

    List<Map<String, String>> own = kept.stream().filter(c -> c.get("jce").equals("false"))
        .toList();
    assertEquals(1, own.size());
    assertEquals(Map.of("driver", "23", "jce", "false", "encryption", "AES256", "checksum",
        "SHA256", "fetchSize", "1000"), own.get(0));
  }

  @Test
  void aJceFalseCellWithoutItsJceTrueTwinIsKept() {
    List<Map<String, String>> kept = Redundancy.prune(cells("23", List.of("false")), s -> { });

    assertEquals(8, kept.size());
    assertTrue(kept.stream().allMatch(c -> c.get("jce").equals("false")));
  }
}
