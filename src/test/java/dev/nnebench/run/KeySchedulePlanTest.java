package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.nne.EncryptionType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cell.Axes;
import dev.nnebench.nne.KeySchedule;
import dev.nnebench.target.Target;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.TargetOptions;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The key schedule through the runner: the loopback double starts with the one the plan's
 * connecting cells ask for, and a cell asking for another than the target runs is refused.
 */
class KeySchedulePlanTest {
  private static List<Job> jobs(List<String> overrides) {
    BenchPlan plan = BenchPlan.load("smoke", overrides, List.of());
    return Planned.jobs(plan, cell -> Optional.empty(), s -> { });
  }

  @Test
  void theDoubleRunsTheScheduleThePlanAsksFor() {
    TargetOptions loopback = TargetOptions.loopback();
    assertEquals(KeySchedule.UPDATED,
        ConnectingJobs.withPlannedSchedule(loopback, jobs(List.of())).keySchedule());
    assertEquals(KeySchedule.LEGACY, ConnectingJobs.withPlannedSchedule(loopback,
        jobs(List.of("keySchedule=legacy"))).keySchedule());
    // both asked: the default stays, the legacy cells are refused by the target
    assertEquals(KeySchedule.UPDATED, ConnectingJobs.withPlannedSchedule(loopback,
        jobs(List.of("keySchedule=updated,legacy"))).keySchedule());
  }

  @Test
  void aCellAskingForAnotherScheduleThanTheTargetRunsIsRefused() {
    Cell legacy = Cell.EMPTY.with(Axes.KEY_SCHEDULE, KeySchedule.LEGACY)
        .with(Axes.ENCRYPTION, EncryptionType.AES256);
    Cell updated = Cell.EMPTY.with(Axes.KEY_SCHEDULE, KeySchedule.UPDATED);

    assertEquals(Optional.empty(), CellRules.byTarget(legacy, target(KeySchedule.LEGACY)));
    String other = CellRules.byTarget(legacy, target(KeySchedule.UPDATED)).orElseThrow();
    assertTrue(other.contains("runs the updated key schedule") && other.contains(
        "-p keySchedule=legacy"), other);
    String url = CellRules.byTarget(legacy, target(null)).orElseThrow();
    assertTrue(url.contains("only the loopback double"), url);
    assertEquals(Optional.empty(), CellRules.byTarget(updated, target(null)));
  }

  @Test
  void aServerModelRunsBehindTheLoopbackDoubleOnly() {
    Cell model = Cell.EMPTY.withText(Axes.SERVER, "oltp");
    Cell none = Cell.EMPTY.withText(Axes.SERVER, "none");

    assertEquals(Optional.empty(), CellRules.byTarget(model, target(KeySchedule.UPDATED)));
    String url = CellRules.byTarget(model, target(null)).orElseThrow();
    assertTrue(url.contains("server oltp: a server MODEL runs behind the loopback double only")
        && url.contains("-p server=none"), url);
    assertEquals(Optional.empty(), CellRules.byTarget(none, target(null)));
  }

  /** A target running {@code schedule} (null: one that cannot tell, like a URL). */
  private static Target target(KeySchedule schedule) {
    return new Target() {
      @Override
      public TargetKind kind() {
        return schedule == null ? TargetKind.URL : TargetKind.LOOPBACK;
      }

      @Override
      public String url() {
        return "jdbc:oracle:thin:@//127.0.0.1:1/FREEPDB1";
      }

      @Override
      public String user() {
        return "bench";
      }

      @Override
      public String password() {
        return "bench";
      }

      @Override
      public String description() {
        return "test target";
      }

      @Override
      public Optional<KeySchedule> keySchedule() {
        return Optional.ofNullable(schedule);
      }

      @Override
      public void close() {}
    };
  }
}
