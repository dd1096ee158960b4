package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Counterpart;
import dev.nnebench.cell.ParamSet;
import dev.nnebench.profile.ProfileMode;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.ProfileName;
import dev.nnebench.results.Trial;
import dev.nnebench.run.fork.ForkProperties;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The flame graphs of a run: every fetch cell of the main legs (a paired trial's own side and
 * its counterpart's) fetched once more, unpaired, in a fork of its own with the profiler on, so
 * sampling never runs in a fork whose figures are reported. Each cell keeps the warm-up and
 * measurement its preset gives it, in one fork.
 */
final class ProfilePass {
  /* Debug info at every instruction, not only at safepoints: samples land on the frame that
   * ran, not the nearest safepoint's (async-profiler's advice when it is loaded at run time). */
  static final List<String> ACCURATE_FRAMES =
      List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:+DebugNonSafepoints");

  private ProfilePass() {}

  /**
   * Profiles every fetch cell of {@code measured}'s main legs in {@code mode}; {@code runner}
   * gives a LegRunner on the run's target with further fork properties. Returns the profiled
   * rows, their flame graphs named in {@code negotiated.profile.*}.
   */
  static List<Trial> run(PrintWriter console, JmhSettings settings, List<Leg> measured,
      ProfileMode mode, Function<ForkProperties, LegRunner> runner) throws IOException {
    List<Leg> legs = legs(measured, mode);
    TrialPlan plan = plan(settings, legs);
    console.printf(Locale.ROOT, "profiling %d fetch cells (%s, estimated %dm%02ds), each in a"
        + " fork of its own apart from the measured ones%n", legs.size(), mode.label(),
        plan.estimate().toMinutes(), plan.estimate().toSecondsPart());
    List<Trial> profiled = runner.apply(ForkProperties.NONE.with(ProfileName.PROPERTY,
        mode.label()))
        .runOnceEach(legs, new Countdown(plan));
    ProfileColumns.print(console, profiled);
    return profiled;
  }

  /** A leg per distinct fetch cell of {@code legs}' main legs, unpaired. */
  static List<Leg> legs(List<Leg> legs, ProfileMode mode) {
    Map<Cell, List<String>> cells = new LinkedHashMap<>();
    for (Leg leg : legs) {
      if (leg.name() == LegName.MAIN && fetchesOnly(leg)) {
        for (Cell cell : leg.params().expand()) {
          cells.putIfAbsent(unpaired(cell), leg.includes());
          if (cell.paired()) {
            cells.putIfAbsent(unpaired(cell.counterpart().applyTo(cell)), leg.includes());
          }
        }
      }
    }
    List<Leg> out = new ArrayList<>();
    cells.forEach((cell, includes) -> out.add(new Leg(LegName.profile(mode), Optional.empty(),
        ACCURATE_FRAMES, includes, ParamSet.of(cell))));
    return out;
  }

  /* A leg of one class, a fetching one (FetchThroughput, QueryFetch). */
  private static boolean fetchesOnly(Leg leg) {
    Set<String> classes = TrialPlan.classes(leg.includes());
    return classes.size() == 1 && Benchmark.anyOfClass(classes.iterator().next(),
        Benchmark::fetches);
  }

  /** {@code settings} in one fork: a profile is a picture, not a figure with an interval. */
  static JmhSettings oneFork(JmhSettings s) {
    return s.oneFork();
  }

  private static Cell unpaired(Cell cell) {
    return cell.withText(Axes.COUNTERPART, Counterpart.UNPAIRED);
  }

  /** The cell a profiled row measured: its parameters without the (empty) counterpart. */
  static Cell cellOf(Trial profiled) {
    return profiled.cell().without(Axes.COUNTERPART);
  }

  /** The trials and time of the pass. */
  static TrialPlan plan(JmhSettings settings, List<Leg> legs) {
    int trials = 0;
    java.time.Duration estimate = java.time.Duration.ZERO;
    for (Leg leg : legs) {
      TrialPlan one = TrialPlan.of(oneFork(settings.forLeg(leg)), leg);
      trials += one.trials();
      estimate = estimate.plus(one.estimate());
    }
    return new TrialPlan(trials, estimate);
  }
}
