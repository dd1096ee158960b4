package dev.nnebench.report.answer;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.report.figure.CounterpartFinder;
import dev.nnebench.report.figure.Figure;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.figure.Labels;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.report.figure.TrialSteadiness;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * A question answered by ratios: each subject trial's figure over its counterpart's (the same
 * parameters with the pairing's changes), from the two sides a paired trial measured together,
 * or else from the trial that ran the counterpart apart.
 *
 * @param benchmarks the benchmarks whose subjects it compares, each with its own counterparts
 * @param leg where the subjects ran; their counterparts ran on the main leg
 * @param figure the figure set in ratio, subject over counterpart
 * @param pairing the subjects and counterpart changes in a run; empty when it cannot ask
 * @param acrossPairings whether a trial paired with something else also answers, against the
 *     trial that ran its counterpart apart
 * @param higherIsWorse whether a ratio above 1 means slower or costlier
 */
public record Ratio(List<Benchmark> benchmarks, LegName leg, Figure figure,
    Function<List<Trial>, Optional<Pairing>> pairing, boolean acrossPairings,
    boolean higherIsWorse) implements Question.Ask {

  public Ratio {
    benchmarks = List.copyOf(benchmarks);
  }

  /** Subjects and counterpart the same in every run, on the main leg, a higher ratio worse. */
  public static Ratio of(Benchmark benchmark, Figure figure, Pairing pairing) {
    return found(benchmark, figure, trials -> Optional.of(pairing));
  }

  /** Subjects and counterpart found from the run's trials. */
  public static Ratio found(Benchmark benchmark, Figure figure,
      Function<List<Trial>, Optional<Pairing>> pairing) {
    return new Ratio(List.of(benchmark), LegName.MAIN, figure, pairing, false, true);
  }

  public Ratio alsoAcrossPairings() {
    return new Ratio(benchmarks, leg, figure, pairing, true, higherIsWorse);
  }

  /** For figures of throughput, where a ratio above 1 is faster. */
  public Ratio higherIsBetter() {
    return new Ratio(benchmarks, leg, figure, pairing, acrossPairings, false);
  }

  /** The same question asked of several benchmarks, subjects on {@code subjectLeg}. */
  public Ratio askedOf(List<Benchmark> asked, LegName subjectLeg) {
    return new Ratio(asked, subjectLeg, figure, pairing, acrossPairings, higherIsWorse);
  }

  @Override
  public List<Answer> answers(Question q, List<Trial> trials) {
    Optional<Pairing> found = pairing.apply(trials);
    List<Answer> out = new ArrayList<>();
    if (found.isEmpty()) {
      return out;
    }
    CounterpartFinder counterparts = new CounterpartFinder(trials);
    for (Benchmark benchmark : benchmarks) {
      List<Trial> ran = trials.stream()
          .filter(t -> t.is(benchmark) && leg.ran(t)).toList();
      List<Answer> asked = new ArrayList<>(paired(q, benchmark, ran, found.get()));
      asked.addAll(unpaired(q, benchmark, ran, found.get(), counterparts));
      if (acrossPairings) {
        asked.addAll(AcrossPairings.answers(q, this, benchmark, found.get(), trials, asked));
      }
      out.addAll(asked);
    }
    return out;
  }

  /* Trials that measured the counterpart themselves: the ratio of their two sides. */
  private List<Answer> paired(Question q, Benchmark benchmark, List<Trial> ran, Pairing p) {
    Optional<Figure> ratio = figure.vsCounterpart();
    if (ratio.isEmpty()) {
      return List.of();
    }
    List<Trial> subjects = ran.stream().filter(Figures::paired).filter(p.subject())
        .filter(t -> Answers.sameChanges(t, p.changes())).toList();
    Set<Axis<?>> varying = Labels.varying(subjects);
    varying.remove(Axes.COUNTERPART);
    varying.addAll(p.changes().axes());
    return subjects.stream().map(t -> answer(q, benchmark, t, Labels.of(t, varying),
        ratio.get().of(t), TrialSteadiness.problem(t))).toList();
  }

  /* Trials without a counterpart of their own: the ratio to the trial that ran it apart. */
  private List<Answer> unpaired(Question q, Benchmark benchmark, List<Trial> ran, Pairing p,
      CounterpartFinder counterparts) {
    List<Trial> subjects = ran.stream().filter(t -> !Figures.paired(t)).filter(p.subject())
        .toList();
    Set<Axis<?>> varying = Labels.varying(subjects);
    varying.addAll(p.changes().axes());
    List<Answer> out = new ArrayList<>();
    for (Trial t : subjects) {
      counterparts.of(t, benchmark, LegName.MAIN, p.changes()).ifPresent(peer -> out.add(
          answer(q, benchmark, t, Labels.of(t, varying), figure.ratio(t, peer),
              TrialSteadiness.problem(t, peer))));
    }
    return out;
  }

  /* Where the question asks several benchmarks, the benchmark names and keys the answer. */
  Answer answer(Question q, Benchmark benchmark, Trial t, String label, Measured value,
      String unsteady) {
    boolean several = benchmarks.size() > 1;
    String named = !several ? label : (label.equals("all") ? "" : label + ": ")
        + benchmark.text();
    return q.answer(named, several ? benchmark.text() : "", Answers.cell(t), value,
        Answer.RATIO, higherIsWorse, unsteady);
  }
}
