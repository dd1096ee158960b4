package dev.nnebench.run;

import dev.nnebench.cell.Cell;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The tls preset (TCPS and ezTLS) and `-p transport=tcp,tcps` through the planner. */
class TlsPlanTest {
  private static List<Map<String, String>> cells(String preset, List<String> overrides,
      List<String> skipped) {
    BenchPlan plan = BenchPlan.load(preset, overrides, List.of());
    List<Map<String, String>> cells = new ArrayList<>();
    for (Job job : Planned.jobs(plan, CellRules.on(null), skipped::add)) {
      job.params().expand().forEach(c -> cells.add(named(c)));
    }
    return cells;
  }

  /* A cell as name -> text, the way these assertions read it. */
  static Map<String, String> named(Cell cell) {
    Map<String, String> out = new java.util.LinkedHashMap<>();
    cell.forEach((axis, text) -> out.put(axis.name(), text));
    return out;
  }

  @Test
  void theTlsPresetRunsTcpsAndEzTlsWithNneOffPairedWithTheTcpSidesAndTcps() {
    List<String> skipped = new ArrayList<>();
    List<Map<String, String>> cells = cells("tls", List.of(), skipped);

    // tcps: fetch 2 drivers x 2 fetch sizes x 2 counterparts, connect 2 drivers x 2 (paired
    // with transport=tcps it pairs with itself and is dropped); eztls: driver 23 only, fetch 2
    // fetch sizes x 3 counterparts, connect 3; over the 2 ms link driver 23 at fetch size 10
    // and connect, each against NNE (tcps, eztls) and TCPS (eztls): 3 + 3
    assertEquals(27, cells.size(), cells.toString());
    List<Map<String, String>> linked = cells.stream().filter(c -> c.get("rtt").equals("2ms"))
        .toList();
    assertEquals(6, linked.size(), linked.toString());
    assertTrue(linked.stream().allMatch(c -> c.get("driver").equals("23")
        && c.getOrDefault("fetchSize", "10").equals("10")
        && !c.get("counterpart").equals("transport=tcp")), linked.toString());
    assertTrue(cells.stream().allMatch(c -> c.get("encryption").equals("NONE")
        && c.get("checksum").equals("NONE")));
    assertEquals(14, cells.stream().filter(c -> c.get("transport").equals("tcps")).count());
    assertTrue(cells.stream().filter(c -> c.get("transport").equals("eztls"))
        .allMatch(c -> c.get("driver").equals("23")));
    assertEquals(9, cells.stream().filter(c -> c.get("counterpart").equals("transport=tcp"))
        .count());
    assertTrue(skipped.stream().anyMatch(s -> s.contains("ojdbc 19 has no ezTLS")),
        skipped.toString());
  }

  @Test
  void transportTcpAndTcpsOnTheSmokePresetSkipsTcpsWithNneAsDoubleEncryption() {
    List<String> skipped = new ArrayList<>();
    List<Map<String, String>> cells = cells("smoke", List.of("transport=tcp,tcps"), skipped);

    assertTrue(cells.stream().anyMatch(c -> "tcps".equals(c.get("transport"))));
    assertTrue(cells.stream().filter(c -> "tcps".equals(c.get("transport")))
        .allMatch(c -> c.get("encryption").equals("NONE") && c.get("checksum").equals("NONE")));
    assertTrue(skipped.stream().anyMatch(s -> s.contains("double encryption")), skipped.toString());
    assertEquals(Optional.empty(), skipped.stream().filter(s -> s.isEmpty()).findAny());
  }
}
