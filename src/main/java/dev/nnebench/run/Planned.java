package dev.nnebench.run;

import dev.nnebench.target.Target;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * What a run will run against a target: its legs, their trials and time, the parameters every
 * cell shares, and the cells left out with why.
 */
record Planned(List<Leg> legs, TrialPlan trials, Map<String, String> shared,
    List<String> skipped) {

  /** {@code request}'s plan against {@code target} (null: none started). */
  static Planned of(BenchRun.Request request, Target target) {
    BenchPlan bench = request.plan();
    List<String> skipped = new ArrayList<>(bench.refused());
    List<Job> jobs = jobs(bench, cell -> CellRefusal.byTarget(cell, target), skipped::add);
    List<Leg> legs = legs(bench.settings(), jobs, request.secondJdk());
    return new Planned(legs, plan(bench.settings(), legs), SharedParams.of(legs), skipped);
  }

  /* Cells the driver cannot do are dropped silently: the preset's sweep already said why. */
  static List<Job> jobs(BenchPlan bench, Function<Map<String, String>, Optional<String>> target,
      Consumer<String> skipped) {
    return JobPlan.plan(bench.settings(),
        cell -> CellRefusal.byDriver(cell).map(r -> "")
            .or(() -> bench.skip().reason(dev.nnebench.cell.Cell.lenient(cell))).or(() -> PoolCells.refusal(cell))
            .or(() -> target.apply(cell)),
        reason -> {
          if (!reason.isEmpty()) {
            skipped.accept(reason);
          }
        });
  }

  /** A main leg per job, then the control legs for the jobs the controls include. */
  static List<Leg> legs(JmhSettings s, List<Job> jobs, Optional<Path> secondJdk) {
    List<Leg> legs = new ArrayList<>();
    jobs.forEach(job -> legs.add(Leg.main(List.of(job.include()), job.params())));
    List<Job> controlled = jobs.stream().filter(job -> s.controlIncludes().stream()
        .anyMatch(pattern -> Pattern.compile(pattern).matcher(job.benchmark()).find())).toList();
    controlled.forEach(job -> legs.add(Leg.aesOff(List.of(job.include()), job.params())));
    secondJdk.ifPresent(jvm -> controlled.forEach(
        job -> legs.add(Leg.secondJdk(jvm, List.of(job.include()), job.params()))));
    return legs;
  }

  static TrialPlan plan(JmhSettings settings, List<Leg> legs) {
    int trials = 0;
    Duration estimate = Duration.ZERO;
    for (Leg leg : legs) {
      TrialPlan one = TrialPlan.of(settings.forLeg(leg), leg);
      trials += one.trials();
      estimate = estimate.plus(one.estimate());
    }
    return new TrialPlan(trials, estimate);
  }
}
