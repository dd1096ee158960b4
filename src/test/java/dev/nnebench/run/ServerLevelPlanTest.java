package dev.nnebench.run;

import dev.nnebench.run.fork.ForkProperties;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.nne.NneLevel;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.Targets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The server's NNE level through the planner: a server that requires NNE gets no NNE-off cell
 * and no NNE-off counterpart (each would stop the run with ORA-12660), on every target nnebench
 * starts; a URL's server decides for itself.
 */
class ServerLevelPlanTest {
  private static List<Map<String, String>> cells(TargetOptions options, List<String> skipped) {
    BenchPlan bench = BenchPlan.load("quick", List.of(), List.of());
    Planned planned = Planned.of(new BenchRun.Request(bench, options, Optional.empty(),
        Path.of("unused"), ForkProperties.NONE), Targets.planned(options));
    skipped.addAll(planned.skipped());
    List<Map<String, String>> cells = new ArrayList<>();
    planned.legs().forEach(leg -> leg.params().expand()
        .forEach(c -> cells.add(TlsPlanTest.named(c))));
    return cells;
  }

  private static TargetOptions at(TargetKind kind, NneLevel level) {
    return new TargetOptions(kind, kind == TargetKind.URL ? "jdbc:oracle:thin:@//db:1521/S"
        : null, "bench", "pw", level);
  }

  private static boolean nneOff(Map<String, String> side) {
    return "NONE".equals(side.get("encryption")) || "NONE".equals(side.get("checksum"));
  }

  @Test
  void aServerThatRequiresNneGetsNoNneOffCellOrCounterpartWithTheReason() {
    for (TargetKind kind : List.of(TargetKind.LOOPBACK, TargetKind.CONTAINER)) {
      List<String> skipped = new ArrayList<>();
      List<Map<String, String>> cells = cells(at(kind, NneLevel.REQUIRED), skipped);

      assertFalse(cells.isEmpty(), kind.label());
      assertTrue(cells.stream().noneMatch(ServerLevelPlanTest::nneOff), cells.toString());
      assertTrue(cells.stream().noneMatch(c -> c.getOrDefault("counterpart", "")
          .contains("encryption=NONE")), cells.toString());
      assertTrue(skipped.stream().anyMatch(s -> s.startsWith("encryption NONE: the server"
          + " requires NNE")), skipped.toString());
      assertTrue(skipped.stream().anyMatch(s -> s.startsWith("counterpart encryption NONE:")
          && s.contains("ORA-12660")), skipped.toString());
    }
  }

  @Test
  void anAcceptingServerAndAUrlKeepTheNneOffCells() {
    List<String> none = new ArrayList<>();
    assertTrue(cells(at(TargetKind.LOOPBACK, NneLevel.ACCEPTED), none).stream()
        .anyMatch(ServerLevelPlanTest::nneOff));
    assertTrue(cells(at(TargetKind.URL, NneLevel.REQUIRED), none).stream()
        .anyMatch(ServerLevelPlanTest::nneOff));
    assertEquals(List.of(), none.stream().filter(s -> s.contains("ORA-12660")).toList());
  }
}
