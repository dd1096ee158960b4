package dev.nnebench.report;

import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.LegName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.Counterpart;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * The answers of a run as {@link Answer}s: the ratios the report opens with, then every fetch
 * cell's CPU s/GB and every connect's time, so two runs (or a run and its baseline) can be set
 * side by side answer by answer.
 */
public final class Answers {
  static final String NNE_COST = "NNE cost";
  static final String OWN_AES = "own AES vs JCE";
  static final String FETCH_SIZE = "small vs large fetch size";
  static final String CONNECT = "connect with NNE vs without";
  static final String CELL = "fetch cell";
  static final String OPEN = "open+close";
  private static final String MAIN = LegName.MAIN.text();

  private final List<Trial> trials;
  private final CounterpartFinder counterparts;

  private Answers(List<Trial> trials) {
    this.trials = trials;
    this.counterparts = new CounterpartFinder(trials);
  }

  /** Every answer {@code trials} hold: every declared question's ratios, then the cells. */
  public static List<Answer> of(List<Trial> trials) {
    Answers a = new Answers(trials);
    List<Answer> all = new ArrayList<>();
    Questions.ALL.forEach(q -> all.addAll(a.answers(q)));
    all.addAll(CellAnswers.of(a.select(BenchmarkName.FETCH), a.select(BenchmarkName.OPEN)));
    return all;
  }

  private List<Answer> answers(Question q) {
    Optional<Pairing> pairing = q.pairing().apply(trials);
    if (pairing.isEmpty()) {
      return List.of();
    }
    Pairing p = pairing.get();
    List<Answer> out = ratios(q.name(), q.benchmark(), q.figure(), p.subject(), p.changes());
    if (q.acrossPairings()) {
      out.addAll(AcrossPairings.answers(q, p, trials, out));
    }
    return out;
  }

  private List<Answer> ratios(String question, String benchmark, Figure figure,
      Predicate<Trial> subject, Map<String, String> counterpart) {
    List<Answer> out = new ArrayList<>(paired(question, benchmark, figure, subject,
        counterpart));
    out.addAll(unpaired(question, benchmark, figure, subject, counterpart));
    return out;
  }

  /* Trials that fetched the counterpart themselves: the ratio of their two sides. */
  private List<Answer> paired(String question, String benchmark, Figure figure,
      Predicate<Trial> subject, Map<String, String> counterpart) {
    List<Trial> subjects = select(benchmark).stream().filter(Figures::paired).filter(subject)
        .filter(t -> sameChanges(t, counterpart)).toList();
    Set<String> varying = new TreeSet<>(Labels.varying(subjects));
    varying.remove(ParamName.COUNTERPART);
    varying.addAll(counterpart.keySet());
    return subjects.stream().map(t -> new Answer(key(question, t), question,
        Labels.of(t, varying), Figures.pairedRatio(t, figure).of(t), Answer.RATIO, true,
        TrialSteadiness.problem(t), paramValues(t))).toList();
  }

  static boolean sameChanges(Trial t, Map<String, String> counterpart) {
    Map<String, String> changes = Counterpart.parse(t.param(ParamName.COUNTERPART)).changes();
    return changes.size() == counterpart.size() && counterpart.entrySet().stream()
        .allMatch(e -> e.getValue().equalsIgnoreCase(changes.getOrDefault(e.getKey(), "")));
  }

  /* Trials without a counterpart of their own: the ratio to the trial that ran it apart. */
  private List<Answer> unpaired(String question, String benchmark, Figure figure,
      Predicate<Trial> subject, Map<String, String> counterpart) {
    List<Trial> subjects = select(benchmark).stream().filter(t -> !Figures.paired(t))
        .filter(subject).toList();
    Set<String> varying = new TreeSet<>(Labels.varying(subjects));
    varying.addAll(counterpart.keySet());
    List<Answer> out = new ArrayList<>();
    for (Trial t : subjects) {
      Optional<Trial> peer = counterparts.of(t, benchmark, MAIN, counterpart);
      peer.ifPresent(p -> out.add(new Answer(key(question, t), question,
          Labels.of(t, varying), figure.ratio(t, p),
          Answer.RATIO, true, TrialSteadiness.problem(t, p), paramValues(t))));
    }
    return out;
  }

  /**
   * The question and every parameter of the subject trial but what it was paired with: equal
   * across runs asking the same, whether they measured it paired or apart.
   */
  static String key(String question, Trial t) {
    Set<String> names = params(t);
    names.remove(ParamName.COUNTERPART);
    return question + " | " + Labels.of(t, names);
  }

  static Map<String, String> paramValues(Trial t) {
    Map<String, String> values = new java.util.LinkedHashMap<>();
    params(t).forEach(name -> values.put(name, t.param(name)));
    return values;
  }

  /* transport=tcp, rtt=0, bandwidth=unlimited: every run's values before they became
   * parameters; left out, answers keep the keys they had before them, so older runs compare. */
  private static Set<String> params(Trial t) {
    Set<String> names = new TreeSet<>(t.params().keySet());
    names.removeIf(name -> ParamName.atLaterDefault(name, t.param(name)));
    return names;
  }


  private List<Trial> select(String benchmark) {
    return trials.stream().filter(t -> t.benchmark().equals(benchmark) && t.leg().equals(MAIN))
        .toList();
  }


}
