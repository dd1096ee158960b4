package dev.nnebench.run;

import dev.nnebench.cell.Cell;
import dev.nnebench.target.Target;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * What a run will run against a target: its legs, their trials and time, the parameters every
 * cell shares, and the cells left out with why.
 */
record Planned(List<Leg> legs, TrialPlan trials, Cell shared, List<String> skipped) {

  /** {@code request}'s plan against {@code target} (null: none started). */
  static Planned of(BenchRun.Request request, Target target) {
    BenchPlan bench = request.plan();
    List<String> skipped = new ArrayList<>(bench.refused());
    List<Job> jobs = jobs(bench, CellRules.on(target), skipped::add);
    List<Leg> legs = legs(bench.settings(), jobs, request.secondJdk());
    return new Planned(legs, plan(bench.settings(), legs), SharedParams.of(legs), skipped);
  }

  /* Every rule of CellRules: those before a target, then {@code target}'s. */
  static List<Job> jobs(BenchPlan bench, CellRule target, Consumer<String> skipped) {
    return JobPlan.plan(bench.settings(), CellRules.beforeTarget(bench.skip()).or(target),
        skipped, bench.keepsSelfPairs());
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
    TrialPlan all = new TrialPlan(0, Duration.ZERO);
    for (Leg leg : legs) {
      all = all.plus(TrialPlan.of(settings.forLeg(leg), leg));
    }
    return all;
  }
}
