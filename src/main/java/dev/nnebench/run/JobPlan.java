package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.ParamSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.openjdk.jmh.runner.BenchmarkListEntry;

/**
 * Plans the JMH invocations of a run benchmark by benchmark: every cell (one value per declared
 * parameter: the preset's values or the benchmark's defaults) that no rule refuses and that is
 * not redundant, grouped back into cross products. Planning per benchmark means a benchmark
 * without a parameter (ConnectCost has no fetch size) runs each of its own cells once.
 */
final class JobPlan {
  private JobPlan() {}

  /**
   * The jobs for the benchmarks and parameter values of {@code settings} (per class where it
   * sets them); {@code rule} says why a cell cannot run, and every reported refusal (and every
   * redundant cell) goes to {@code skipped}; a cell paired with itself runs only when {@code
   * selfPairs} (a gate's same-code check).
   */
  static List<Job> plan(JmhSettings settings, CellRule rule, Consumer<String> skipped) {
    return plan(settings, rule, skipped, false);
  }

  static List<Job> plan(JmhSettings settings, CellRule rule, Consumer<String> skipped,
      boolean selfPairs) {
    List<Job> jobs = new ArrayList<>();
    for (BenchmarkListEntry entry : TrialPlan.entries(settings.includes())) {
      String simpleName = simpleName(entry);
      List<Cell> cells = new ArrayList<>();
      // redundancy first: a cell paired with itself still counts as the twin of another
      for (Cell cell : Redundancy.prune(declared(entry, settings.forClass(simpleName).params())
          .expand(), c -> rule.refusal(c).isEmpty(), skipped)) {
        if (selfPairs || !pairsWithItself(cell)) {
          rule.refusal(cell).ifPresentOrElse(r -> {
            if (r.reported()) {
              skipped.accept(r.reason());
            }
          }, () -> cells.add(cell));
        }
      }
      for (List<Cell> group : byCellRules(cells, settings.cellRules(simpleName))) {
        Cells.factor(group).forEach(set -> jobs.add(new Job(entry.getUsername(), set)));
      }
    }
    return jobs;
  }

  /*
   * Cells grouped by the per-cell settings that apply to them, so that no job mixes cells
   * measured differently (jmh.CLASS[NAME=VALUE].KEY applies to a job whose cells all hold it).
   */
  private static Collection<List<Cell>> byCellRules(List<Cell> cells, Map<String, Cell> rules) {
    Map<List<String>, List<Cell>> groups = new LinkedHashMap<>();
    for (Cell cell : cells) {
      List<String> applying = rules.entrySet().stream()
          .filter(rule -> cell.holds(rule.getValue())).map(Map.Entry::getKey).toList();
      groups.computeIfAbsent(applying, k -> new ArrayList<>()).add(cell);
    }
    return groups.values();
  }

  /* A counterpart that changes nothing (NNE off paired with NNE off) is no question at all. */
  private static boolean pairsWithItself(Cell cell) {
    return cell.paired() && cell.counterpart().changesNothing(cell);
  }

  private static String simpleName(BenchmarkListEntry entry) {
    String qualified = entry.getUserClassQName();
    return qualified.substring(qualified.lastIndexOf('.') + 1);
  }

  /*
   * The benchmark's parameters with the settings' values (else its own defaults): scenario axes
   * first, in preset order, so "last in order" means strongest and largest, then the others by
   * name. A parameter no axis declares is refused with the names there are.
   */
  private static ParamSet declared(BenchmarkListEntry entry, ParamSet values) {
    Map<String, String[]> defaults =
        entry.getParams().hasValue() ? entry.getParams().get() : Map.of();
    List<Axis<?>> order = new ArrayList<>(Axes.SCENARIO);
    defaults.keySet().stream().sorted().map(Axes::require).filter(a -> !order.contains(a))
        .forEach(order::add);
    ParamSet set = ParamSet.EMPTY;
    for (Axis<?> axis : order) {
      if (defaults.containsKey(axis.name())) {
        set = set.with(axis, values.has(axis) ? values.values(axis)
            : Arrays.asList(defaults.get(axis.name())));
      }
    }
    return set;
  }
}
