package dev.nnebench.run;

import dev.nnebench.results.ParamName;
import dev.nnebench.scenario.Assignments;
import dev.nnebench.scenario.Counterpart;
import dev.nnebench.preset.ScenarioParams;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
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
   * sets them); {@code refusal} says why a cell cannot run (empty when it can), and every dropped
   * cell's reason goes to {@code skipped}.
   */
  static List<Job> plan(JmhSettings settings,
      Function<Map<String, String>, Optional<String>> refusal, Consumer<String> skipped) {
    List<Job> jobs = new ArrayList<>();
    for (BenchmarkListEntry entry : TrialPlan.entries(settings.includes())) {
      String simpleName = simpleName(entry);
      Map<String, List<String>> values = settings.forClass(simpleName).params();
      List<Map<String, String>> cells = new ArrayList<>();
      // redundancy first: a cell paired with itself still counts as the twin of another
      for (Map<String, String> cell : Redundancy.prune(Cells.expand(declared(entry, values)),
          skipped)) {
        if (!pairsWithItself(cell)) {
          refusal.apply(cell).ifPresentOrElse(skipped, () -> cells.add(cell));
        }
      }
      for (List<Map<String, String>> group : byCellRules(cells, settings.cellRules(simpleName))) {
        Cells.factor(group).forEach(set -> jobs.add(new Job(entry.getUsername(), set)));
      }
    }
    return jobs;
  }

  /*
   * Cells grouped by the per-cell settings that apply to them, so that no job mixes cells
   * measured differently (jmh.CLASS[NAME=VALUE].KEY applies to a job whose cells all hold it).
   */
  private static java.util.Collection<List<Map<String, String>>> byCellRules(
      List<Map<String, String>> cells, Map<String, Map<String, String>> rules) {
    Map<List<String>, List<Map<String, String>>> groups = new LinkedHashMap<>();
    for (Map<String, String> cell : cells) {
      List<String> applying = rules.entrySet().stream()
          .filter(rule -> Assignments.holdIn(rule.getValue(), cell)).map(Map.Entry::getKey)
          .toList();
      groups.computeIfAbsent(applying, k -> new ArrayList<>()).add(cell);
    }
    return groups.values();
  }

  /* A counterpart that changes nothing (NNE off paired with NNE off) is no question at all. */
  private static boolean pairsWithItself(Map<String, String> cell) {
    Counterpart counterpart = Counterpart.parse(cell.getOrDefault(ParamName.COUNTERPART, ""));
    return !counterpart.isNone() && counterpart.changesNothing(cell);
  }

  private static String simpleName(BenchmarkListEntry entry) {
    String qualified = entry.getUserClassQName();
    return qualified.substring(qualified.lastIndexOf('.') + 1);
  }

  /* Scenario axes first, in preset order, so "last in order" means strongest and largest. */
  private static Map<String, List<String>> declared(
      BenchmarkListEntry entry, Map<String, List<String>> values) {
    Map<String, String[]> defaults =
        entry.getParams().hasValue() ? entry.getParams().get() : Map.of();
    Map<String, List<String>> set = new LinkedHashMap<>();
    List<String> names = new ArrayList<>(ScenarioParams.ALL);
    defaults.keySet().stream().filter(n -> !names.contains(n)).sorted().forEach(names::add);
    for (String name : names) {
      if (defaults.containsKey(name)) {
        set.put(name, values.getOrDefault(name, Arrays.asList(defaults.get(name))));
      }
    }
    return set;
  }
}
