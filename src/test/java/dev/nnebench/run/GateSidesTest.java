package dev.nnebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class GateSidesTest {
  @Test
  void theReferenceIsTheCandidatesCounterpart() {
    GateSides sides = GateSides.parse("driver=19/jce=false", "driver=23");
    assertEquals("driver=19/jce=false", sides.counterpart().text());
    assertEquals("23", sides.candidate().text(Axes.DRIVER));
  }

  @Test
  void anAxisOneSideLeavesOutRunsAtItsDefaultThere() {
    GateSides sides = GateSides.parse("calibration=0", "calibration=3%/driver=19");
    assertEquals(Cell.EMPTY.withText(Axes.CALIBRATION, "0").withText(Axes.DRIVER, "23"),
        sides.reference());
  }

  @Test
  void aCounterpartOnASideIsRefusedWithTheFix() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> GateSides.parse("counterpart=jce=true", "driver=23"));
    assertTrue(e.getMessage().contains("--gate-reference driver=19"), e.getMessage());
  }

  @Test
  void anUnknownSettingNamesTheOnesThereAre() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> GateSides.parse("heap=2g", "heap=4g"));
    assertTrue(e.getMessage().contains("driver"), e.getMessage());
  }

  @Test
  void sidesOnTwoJdksRunAcrossThemAndSayWhichInTheirLabel() {
    String running = Jdk.running().named();
    assumeTrue(!running.equals("25") && installed("25"), "JDK 25 is not installed beside this one");

    GateSides sides = GateSides.parse("jdk=" + running, "jdk=25/driver=19");

    assertTrue(sides.acrossJdks());
    assertTrue(sides.candidateJdk().version().startsWith("25."), sides.candidateJdk().version());
    assertEquals("reference jdk=" + running + "/driver=23, candidate jdk=25/driver=19",
        sides.label());
  }

  @Test
  void aJdkOnOneSideOnlyHoldsItAgainstTheRunningOne() {
    GateSides sides = GateSides.parse("jdk=" + Jdk.running().named(), "driver=19");
    assertFalse(sides.acrossJdks());
    assertEquals("reference driver=23, candidate driver=19", sides.label());
  }

  @Test
  void aJdkNotInstalledIsRefusedNamingTheOnesThereAre() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> GateSides.parse("jdk=" + Jdk.running().named(), "jdk=8"));
    assertTrue(e.getMessage().startsWith("--gate-candidate 'jdk=8': jdk=8: no such JDK in "),
        e.getMessage());
    assertTrue(e.getMessage().contains("installed: [" + Jdk.running().named()), e.getMessage());
  }

  @Test
  void twoJdksOnOneSideAreRefused() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> GateSides.parse("jdk=17/jdk=25", "driver=19"));
    assertTrue(e.getMessage().contains("names two JDKs"), e.getMessage());
  }

  @Test
  void aGateAcrossJdksPlansItsCellsUnpairedWithTwoForksPerPair() {
    assumeTrue(installed("25") && !Jdk.running().named().equals("25"), "no JDK 25 beside");
    BenchPlan plan = GatePlan.of("gate", List.of(), GateSides.parse("jdk="
        + Jdk.running().named(), "jdk=25"));

    Cell cell = Planned.jobs(plan, CellRule.NONE, s -> { }).get(0).params().expand().get(0);

    assertFalse(cell.paired(), cell.toString());
    assertEquals(2 * ForkPairs.FIRST_PAIRS, plan.settings().forks());
    assertEquals(Duration.ofSeconds(180), plan.settings().precision().cap(), "twice gate's 90 s");
  }

  private static boolean installed(String feature) {
    try {
      Jdk.find(feature);
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  @Test
  void theSameCodeOnBothSidesIsStillPlanned() {
    BenchPlan plan = GatePlan.of("gate", List.of(), GateSides.parse("calibration=0",
        "calibration=0"));
    List<Job> jobs = Planned.jobs(plan, CellRule.NONE, s -> { });
    assertEquals(1, jobs.size());
    assertTrue(jobs.get(0).benchmark().endsWith("FetchThroughput.fetch"), jobs.toString());
    Cell cell = jobs.get(0).params().expand().get(0);
    assertTrue(cell.counterpart().changesNothing(cell), cell.toString());
  }

  @Test
  void aPlainPlanStillDropsASelfPair() {
    BenchPlan plan = BenchPlan.load("gate", List.of("counterpart=calibration=0"), List.of());
    List<String> skipped = new ArrayList<>();
    assertEquals(List.of(), Planned.jobs(plan, CellRule.NONE, skipped::add));
  }

  @Test
  void thePresetStatesAPrecisionAndATimeCap() {
    PrecisionTarget target = BenchPlan.load("gate", List.of(), List.of()).settings()
        .precision();
    assertEquals(0.01, target.relativeBar(), 1e-12);
    assertEquals(Duration.ofSeconds(90), target.cap());
  }
}
