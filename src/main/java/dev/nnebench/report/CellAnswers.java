package dev.nnebench.report;

import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.Assignments;
import dev.nnebench.scenario.Counterpart;
import dev.nnebench.stats.Bootstrap;
import dev.nnebench.stats.Series;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every fetch cell's CPU s/GB and every open's ms: what a driver or JDK upgrade moves. A cell
 * fetched in several trials (a side of one pair, the counterpart of another) is one answer from
 * all of their forks: each fork's JIT settles in a steady state of its own, and one fork alone
 * can sit 15 % off the cell's centre.
 */
final class CellAnswers {
  private CellAnswers() {}

  static List<Answer> of(List<Trial> fetches, List<Trial> opens) {
    Map<String, List<CellMeasurement>> byKey = new LinkedHashMap<>();
    for (Trial t : fetches) {
      add(byKey, figure(Answers.CELL, t, Figures.CPU_PER_GB, "s/GB"), Figures.CPU_PER_GB, t);
    }
    for (Trial t : fetches) {
      if (Figures.paired(t)) {
        add(byKey, counterpartCell(t), Figures.PEER_CPU_PER_GB, t);
      }
    }
    List<Answer> out = new ArrayList<>();
    byKey.values().forEach(measured -> out.add(pooled(measured)));
    for (Trial t : opens) {
      out.add(figure(Answers.OPEN, t, Figures.paired(t) ? Figures.OPEN_MS : Figures.SCORE, "ms"));
    }
    return out;
  }

  /* One measurement of a cell: its answer from one trial, and that trial's iterations of it. */
  private record CellMeasurement(Answer cell, Optional<Series> iterations) {}

  private static void add(Map<String, List<CellMeasurement>> byKey, Answer cell, Figure figure,
      Trial t) {
    byKey.computeIfAbsent(cell.key(), k -> new ArrayList<>())
        .add(new CellMeasurement(cell, figure.series().apply(t)));
  }

  /* One cell from every measurement of it; older rows without iterations: the first one. */
  private static Answer pooled(List<CellMeasurement> measured) {
    Answer first = measured.get(0).cell();
    if (measured.size() == 1 || measured.stream().anyMatch(m -> m.iterations().isEmpty())) {
      return first;
    }
    String unsteady = measured.stream().map(m -> m.cell().unsteady()).filter(u -> !u.isEmpty())
        .findFirst().orElse("");
    Series all = Series.join(measured.stream().map(m -> m.iterations().orElseThrow()).toList());
    return new Answer(first.key(), first.question(), first.label(),
        Figure.measured(Bootstrap.centre(all)), first.unit(), first.higherIsWorse(), unsteady,
        first.params());
  }

  /* A cell's key leaves out what it was paired with: the same cell, however measured. */
  private static Answer figure(String question, Trial t, Figure figure, String unit) {
    Map<String, String> values = Answers.paramValues(t);
    values.remove(ParamName.COUNTERPART);
    String label = label(values);
    return new Answer(question + " | " + label, question, label, figure.of(t), unit,
        !unit.equals("MB/s"), TrialSteadiness.problem(t), values);
  }

  /* A paired trial's counterpart side as a cell of its own: the trial's parameters with the
   * counterpart's changes. */
  private static Answer counterpartCell(Trial t) {
    Map<String, String> values = Counterpart.parse(t.param(
        ParamName.COUNTERPART)).applyTo(Answers.paramValues(t));
    values.remove(ParamName.COUNTERPART);
    values.entrySet().removeIf(e -> ParamName.atLaterDefault(e.getKey(), e.getValue()));
    return new Answer(Answers.CELL + " | " + label(values), Answers.CELL, label(values),
        Figures.PEER_CPU_PER_GB.of(t), "s/GB", true, TrialSteadiness.problem(t), values);
  }

  private static String label(Map<String, String> values) {
    return values.isEmpty() ? "all" : Assignments.text(values, ", ");
  }
}
