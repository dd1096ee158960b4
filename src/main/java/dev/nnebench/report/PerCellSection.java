package dev.nnebench.report;

import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.LegName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/** Per-cell cost: what a wide or sparse row costs per cell against the narrow shape. */
final class PerCellSection {
  /** The shape name of the reported narrow case in config/shapes.properties. */
  static final String NARROW = "narrow";

  private PerCellSection() {}

  static List<String> lines(RunAnswers run) {
    Predicate<Trial> notNarrow = t -> !t.param(ParamName.SHAPE).equalsIgnoreCase(NARROW);
    List<String> bullets = Comparison.within(BenchmarkName.FETCH, LegName.MAIN.text(), notNarrow,
        Map.of(ParamName.SHAPE, NARROW), Figures.CPU_PER_MILLION_CELLS)
        .bullets(run.trials(), "CPU per cell vs the narrow shape");
    return Section.of("Per-cell cost: narrow vs wide and sparse results",
        "CPU ms per million cells; a wide or sparse row spreads the per-row cost over more or"
            + " emptier cells.",
        bullets, "FetchThroughput did not run shape narrow beside another (try -p"
            + " shape=narrow,wide,sparse).");
  }
}
