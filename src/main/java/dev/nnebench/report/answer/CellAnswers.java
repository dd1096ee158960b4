package dev.nnebench.report.answer;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.report.figure.Figure;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.figure.TrialSteadiness;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
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
public final class CellAnswers {
  private CellAnswers() {}

  /** The fetch cells of the main leg, each side of a pair a cell of its own. */
  public static List<Answer> fetches(Question q, List<Trial> trials) {
    List<Trial> fetches = main(trials, Benchmark.FETCH);
    Map<String, List<CellMeasurement>> byKey = new LinkedHashMap<>();
    for (Trial t : fetches) {
      add(byKey, cell(q, t, Answers.cell(t), Figures.CPU_PER_GB), Figures.CPU_PER_GB, t);
    }
    for (Trial t : fetches) {
      if (Figures.paired(t)) {
        add(byKey, cell(q, t, Answers.named(t.cell().peer()), Figures.PEER_CPU_PER_GB),
            Figures.PEER_CPU_PER_GB, t);
      }
    }
    return byKey.values().stream().map(CellAnswers::pooled).toList();
  }

  /** Every open of the main leg: its open+close time. */
  public static List<Answer> opens(Question q, List<Trial> trials) {
    return main(trials, Benchmark.OPEN).stream().map(t -> {
      Cell cell = Answers.cell(t).without(Axes.COUNTERPART);
      return q.answer(Answers.label(cell), cell,
          (Figures.paired(t) ? Figures.OPEN_MS : Figures.SCORE).of(t), "ms", true,
          TrialSteadiness.problem(t));
    }).toList();
  }

  private static List<Trial> main(List<Trial> trials, Benchmark benchmark) {
    return trials.stream().filter(t -> t.is(benchmark) && LegName.MAIN.ran(t))
        .toList();
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
    return new Answer(first.key(), first.id(), first.question(), first.label(),
        Figure.measured(Bootstrap.centre(all)), first.unit(), first.higherIsWorse(), unsteady,
        first.cell());
  }

  /* A cell's key leaves out what it was paired with: the same cell, however measured. */
  private static Answer cell(Question q, Trial t, Cell named, Figure figure) {
    Cell cell = named.without(Axes.COUNTERPART);
    return q.answer(Answers.label(cell), cell, figure.of(t), "s/GB", true,
        TrialSteadiness.problem(t));
  }
}
