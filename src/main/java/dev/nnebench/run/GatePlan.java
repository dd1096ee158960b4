package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Counterpart;
import dev.nnebench.cell.ParamSet;
import dev.nnebench.preset.JmhKeys;
import dev.nnebench.results.Benchmark;
import java.util.List;

/**
 * The plan of a gate within one run: a preset's fetch cells, each at the candidate's settings
 * and paired with the reference's, interleaved in one JVM; every other benchmark is left out.
 * A reference equal to its candidate still runs (the same-code check of a gate). Sides on two
 * JDKs run each cell unpaired, at the candidate's settings here; {@link ForkPairs} runs the
 * reference's forks beside them.
 */
public final class GatePlan {
  private GatePlan() {}

  /** {@code preset} with {@code -p} {@code overrides}, gated on {@code sides}. */
  public static BenchPlan of(String preset, List<String> overrides, GateSides sides) {
    BenchPlan base = BenchPlan.load(preset, overrides, List.of(Benchmark.FETCH.className()));
    ParamSet params = ParamSet.EMPTY.with(Axes.COUNTERPART, List.of(sides.acrossJdks()
        ? Counterpart.UNPAIRED : sides.counterpart().text()));
    for (var axis : sides.candidate().axes()) {
      params = params.with(axis, List.of(sides.candidate().text(axis)));
    }
    JmhSettings settings = base.settings().withParams(params);
    if (sides.acrossJdks()) {
      // each pair is two forks: the plan's estimate, its ceiling and progress count forks
      JmhKeys keys = JmhKeys.NONE.with("forks", Integer.toString(2 * Math.max(
          ForkPairs.FIRST_PAIRS, settings.forks())));
      if (settings.precision().set()) {
        keys = keys.with("trialTimeCap", 2 * settings.precision().cap().toMillis() + "ms");
      }
      settings = settings.with(keys);
    }
    return new BenchPlan(base.preset(), settings, base.refused(), base.skip(), true);
  }
}
