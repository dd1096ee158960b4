package dev.nnebench.report.question.published;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.answer.Answers;
import dev.nnebench.report.answer.Question;
import dev.nnebench.report.figure.CounterpartFinder;
import dev.nnebench.report.figure.Figure;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.figure.Labels;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.report.figure.TrialSteadiness;
import dev.nnebench.report.markdown.MarkdownTable.Align;
import dev.nnebench.report.markdown.MarkdownTable;
import dev.nnebench.report.question.published.PublishedObservation.Kind;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * "Published vs measured": for every published ratio a run measured, the reported ratio beside
 * this run's (client CPU and wall, with 99.9 % intervals) and whether they agree. Absent when the
 * run measured none of them.
 */
final class PublishedSection {
  static final String TITLE = "### Published vs measured";

  private final List<Trial> trials;
  private final CounterpartFinder counterparts;

  private PublishedSection(List<Trial> trials) {
    this.trials = trials;
    this.counterparts = new CounterpartFinder(trials);
  }

  static List<String> section(List<Trial> trials) {
    Map<String, List<List<String>>> rowsBySource = new PublishedSection(trials).rowsBySource();
    if (rowsBySource.isEmpty()) {
      return List.of();
    }
    List<String> lines = new ArrayList<>(List.of(TITLE, "",
        "What public write-ups reported, rerun here as ratios (seconds from another machine and"
            + " year do not compare). *Agrees*: the reported ratio (or range) meets this run's"
            + " client-CPU interval (for connects, which record no CPU, the wall one). CPU is the"
            + " fetching (or connecting) thread's; wall includes waiting for the double, which"
            + " shares this machine's cores. Intervals: " + Figure.METHOD + ".", ""));
    rowsBySource.forEach((source, rows) -> lines.addAll(table(source, rows)));
    return lines;
  }

  /* Each write-up's rows, in the order of PublishedObservations.ALL. */
  private Map<String, List<List<String>>> rowsBySource() {
    Map<String, List<List<String>>> rows = new LinkedHashMap<>();
    for (PublishedObservation o : PublishedObservations.ALL) {
      if (!PublishedObservations.isFactorial(o) || bothLegsFetched()) {
        subjects(o).forEach(t -> row(o, t).ifPresent(
            row -> rows.computeIfAbsent(o.source(), k -> new ArrayList<>()).add(row)));
      }
    }
    return rows;
  }

  private static List<String> table(String source, List<List<String>> rows) {
    String setup = PublishedObservations.ALL.stream().filter(o -> o.source().equals(source))
        .findFirst().map(PublishedObservation::setup).orElse("");
    MarkdownTable table = MarkdownTable.aligned(List.of("observation", "driver", "reported",
        "measured CPU", "measured wall", "this run"), List.of(Align.LEFT, Align.LEFT, Align.RIGHT,
        Align.RIGHT, Align.RIGHT, Align.LEFT));
    rows.forEach(table::row);
    List<String> lines = new ArrayList<>(List.of("**" + source + "**. Setup here: " + setup + ".",
        ""));
    lines.addAll(table.lines());
    lines.add("");
    return lines;
  }

  private boolean bothLegsFetched() {
    return trials.stream().anyMatch(t -> t.is(Benchmark.FETCH)
        && !LegName.MAIN.ran(t));
  }

  private List<Trial> subjects(PublishedObservation o) {
    return trials.stream().filter(o::isSubject).toList();
  }

  /** Every published ratio {@code trials} measured, as this run's answer to it. */
  static List<Answer> answers(Question q, List<Trial> trials) {
    PublishedSection run = new PublishedSection(trials);
    List<Answer> out = new ArrayList<>();
    for (PublishedObservation o : PublishedObservations.ALL) {
      if (!PublishedObservations.isFactorial(o) || run.bothLegsFetched()) {
        run.subjects(o).forEach(t -> run.measured(o, t).ifPresent(m -> {
          out.add(q.answer(o.claim() + ", driver " + Labels.text(t.cell(), Axes.DRIVER) + label(t),
              o.claim(), Answers.cell(t), Double.isFinite(m[0].value()) ? m[0] : m[1], Answer.RATIO, true,
              TrialSteadiness.problem(t)));
        }));
      }
    }
    return out;
  }

  /* Client CPU and wall ratio of the subject against what the observation sets it against. */
  private Optional<Measured[]> measured(PublishedObservation o, Trial t) {
    return o.kind() == Kind.VS_NNE_OFF ? Optional.of(vsNneOff(t)) : vsJce(o, t);
  }

  private Optional<List<String>> row(PublishedObservation o, Trial t) {
    return measured(o, t).map(m -> List.of(o.claim(), Labels.text(t.cell(), Axes.DRIVER)
        + label(t), o.reported(), shown(m[0]), shown(m[1]),
        verdict(o, Double.isFinite(m[0].value()) ? m[0] : m[1])
            + (TrialSteadiness.problem(t).isEmpty() ? "" : " ⚠ unsteady")));
  }

  private static String shown(Measured m) {
    return Double.isFinite(m.value()) ? m.ratio() : "not recorded";
  }

  /* The shape or encryption, where one observation matches several trials of a driver. */
  private static String label(Trial t) {
    Cell cell = t.cell();
    return " (" + Labels.text(cell, Axes.ENCRYPTION)
        + (cell.has(Axes.SHAPE) ? ", " + cell.text(Axes.SHAPE) : "") + ")";
  }

  private static Measured[] vsNneOff(Trial t) {
    if (t.is(Benchmark.OPEN)) {
      Measured open = Figures.PAIRED_OPEN_RATIO.of(t);
      return new Measured[] {Measured.of(Double.NaN, Double.NaN), open};
    }
    return new Measured[] {Figures.PAIRED_CPU_RATIO.of(t), Figures.PAIRED_WALL_RATIO.of(t)};
  }

  private Optional<Measured[]> vsJce(PublishedObservation o, Trial t) {
    return counterparts.of(t, o.benchmark(), o.leg(),
        Cell.EMPTY.with(Axes.JCE, true))
        .map(jce -> new Measured[] {Figures.CPU_PER_GB.ratio(t, jce),
            Figures.WALL_PER_GB.ratio(t, jce)});
  }

  /** "agrees", or how far off and which way: judged on CPU, on wall where CPU is not measured
   * (opens). */
  static String verdict(PublishedObservation o, Measured cpu) {
    if (!Double.isFinite(cpu.error())) {
      return "n/a (one measurement)";
    }
    double low = cpu.value() - cpu.error();
    double high = cpu.value() + cpu.error();
    if (high >= o.reportedLow() && low <= o.reportedHigh()) {
      return "agrees";
    }
    double reported = high < o.reportedLow() ? o.reportedLow() : o.reportedHigh();
    return (high < o.reportedLow() ? "lower" : "higher") + ": " + Measured.number(cpu.value()
        / reported) + "× the reported";
  }
}
