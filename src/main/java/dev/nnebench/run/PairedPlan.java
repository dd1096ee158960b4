package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Counterpart;
import dev.nnebench.cell.ParamSet;
import dev.nnebench.preset.SkipRule;
import dev.nnebench.results.Benchmark;
import java.util.List;

/**
 * A plan of one benchmark on one cell, paired in turn with each of some counterparts: the preset
 * gives the run settings (forks, iterations), the cell and the counterparts the parameters.
 */
public final class PairedPlan {
  private PairedPlan() {}

  /** The counterparts preset {@code preset} lists for {@code benchmark}'s class. */
  public static List<Counterpart> counterparts(String preset, Benchmark benchmark) {
    return BenchPlan.load(preset, List.of(), List.of()).settings()
        .forClass(benchmark.className()).params().values(Axes.COUNTERPART).stream()
        .map(Counterpart::parse).toList();
  }

  /** {@code benchmark} on {@code own} paired with each of {@code counterparts}. */
  public static BenchPlan of(String preset, Benchmark benchmark, Cell own,
      List<Counterpart> counterparts) {
    BenchPlan base = BenchPlan.load(preset, List.of(), List.of(benchmark.className()));
    ParamSet params = ParamSet.of(own).with(Axes.COUNTERPART,
        counterparts.stream().map(Counterpart::text).toList());
    return new BenchPlan(base.preset(), base.settings().withParams(params), List.of(),
        SkipRule.NONE);
  }
}
