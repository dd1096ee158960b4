package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.ParamSet;
import dev.nnebench.preset.Preset;
import dev.nnebench.preset.SkipRule;
import dev.nnebench.preset.Sweep;
import java.util.List;

/**
 * What a {@code bench} run measures: a preset's scenario axes as benchmark parameters, its
 * {@code jmh.*} block as run settings, then command-line overrides, with the combinations the
 * drivers cannot do and why ({@link JobPlan} turns it into JMH invocations).
 */
public record BenchPlan(String preset, JmhSettings settings, List<String> refused,
    SkipRule skip, boolean keepsSelfPairs) {

  /**
   * A plan that drops a cell paired with itself: no question at all, except to a gate, where
   * a reference equal to its candidate is how one checks that the gate raises no false alarm
   * ({@link #keepsSelfPairs}).
   */
  public BenchPlan(String preset, JmhSettings settings, List<String> refused, SkipRule skip) {
    this(preset, settings, refused, skip, false);
  }

  /**
   * Loads preset {@code name} and applies {@code -p NAME=V1,V2} overrides and {@code --include}
   * patterns (control legs then rerun only the control benchmarks also named there); throws
   * IllegalArgumentException naming a bad value.
   */
  public static BenchPlan load(String name, List<String> overrides, List<String> includes) {
    Preset preset = Preset.load(name);
    JmhSettings settings = JmhSettings.DEFAULTS.withParams(preset.axes()).with(preset.jmh())
        .withParams(parse(overrides));
    if (!includes.isEmpty()) {
      settings = settings.withIncludes(includes, settings.controlIncludes().stream()
          .filter(includes::contains).toList());
    }
    List<String> refused = preset.sweep().refused().stream().map(Sweep.Refused::toString)
        .toList();
    return new BenchPlan(name, settings, refused, preset.skip());
  }

  static ParamSet parse(List<String> overrides) {
    ParamSet params = ParamSet.EMPTY;
    for (String assignment : overrides) {
      int eq = assignment.indexOf('=');
      if (eq < 1 || eq == assignment.length() - 1) {
        throw new IllegalArgumentException(
            "-p " + assignment + " is not NAME=VALUES; write e.g. -p fetchSize=10,1000");
      }
      params = params.with(Axes.require(assignment.substring(0, eq).trim()),
          JmhSettings.list(assignment.substring(eq + 1)));
    }
    return params;
  }
}
