package dev.nnebench.run;

import dev.nnebench.profile.ProfileMode;
import dev.nnebench.results.LegName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.ProfileName;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.Counterpart;
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
  static final String LEG = "profile-";
  /* Debug info at every instruction, not only at safepoints: samples land on the frame that
   * ran, not the nearest safepoint's (async-profiler's advice when it is loaded at run time). */
  static final List<String> ACCURATE_FRAMES =
      List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:+DebugNonSafepoints");
  private static final Set<String> FETCH_CLASSES = Set.of("FetchThroughput", "QueryFetch");

  private ProfilePass() {}

  /**
   * Profiles every fetch cell of {@code measured}'s main legs in {@code mode}; {@code runner}
   * gives a LegRunner on the run's target with further fork properties. Returns the profiled
   * rows, their flame graphs named in {@code negotiated.profile.*}.
   */
  static List<Trial> run(PrintWriter console, JmhSettings settings, List<Leg> measured,
      ProfileMode mode, Function<Map<String, String>, LegRunner> runner) throws IOException {
    List<Leg> legs = legs(measured, mode);
    TrialPlan plan = plan(settings, legs);
    console.printf(Locale.ROOT, "profiling %d fetch cells (%s, estimated %dm%02ds), each in a"
        + " fork of its own apart from the measured ones%n", legs.size(), mode.label(),
        plan.estimate().toMinutes(), plan.estimate().toSecondsPart());
    List<Trial> profiled = runner.apply(Map.of(ProfileName.PROPERTY, mode.label()))
        .runOnceEach(legs, new Countdown(plan));
    ProfileColumns.print(console, profiled);
    return profiled;
  }

  /** A leg per distinct fetch cell of {@code legs}' main legs, unpaired. */
  static List<Leg> legs(List<Leg> legs, ProfileMode mode) {
    Map<Map<String, String>, List<String>> cells = new LinkedHashMap<>();
    for (Leg leg : legs) {
      if (leg.name().equals(LegName.MAIN.text())
          && TrialPlan.classes(leg.includes()).size() == 1
          && FETCH_CLASSES.containsAll(TrialPlan.classes(leg.includes()))) {
        for (Map<String, String> cell : Cells.expand(leg.params())) {
          cells.putIfAbsent(unpaired(cell), leg.includes());
          Counterpart other = Counterpart.parse(cell.getOrDefault(ParamName.COUNTERPART, ""));
          if (!other.isNone()) {
            cells.putIfAbsent(unpaired(other.applyTo(cell)), leg.includes());
          }
        }
      }
    }
    List<Leg> out = new ArrayList<>();
    cells.forEach((cell, includes) -> {
      Map<String, List<String>> single = new LinkedHashMap<>();
      cell.forEach((k, v) -> single.put(k, List.of(v)));
      out.add(new Leg(LEG + mode.label(), Optional.empty(), ACCURATE_FRAMES, includes, single));
    });
    return out;
  }

  /** {@code settings} in one fork: a profile is a picture, not a figure with an interval. */
  static JmhSettings oneFork(JmhSettings s) {
    return new JmhSettings(1, s.warmupIterations(), s.warmupTime(), s.iterations(),
        s.iterationTime(), s.includes(), s.params(), s.controlIncludes(), s.perClass(),
        s.reruns());
  }

  private static Map<String, String> unpaired(Map<String, String> cell) {
    Map<String, String> out = new LinkedHashMap<>(cell);
    out.put(ParamName.COUNTERPART, Counterpart.UNPAIRED);
    return out;
  }

  /** The cell a profiled row measured: its parameters without the (empty) counterpart. */
  static Map<String, String> cellOf(Trial profiled) {
    Map<String, String> p = new LinkedHashMap<>(profiled.params());
    p.remove(ParamName.COUNTERPART);
    return p;
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
