package dev.nnebench.report;

import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.LegName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.Assignments;
import dev.nnebench.scenario.Counterpart;
import dev.nnebench.stats.Bootstrap;
import dev.nnebench.stats.Series;
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
  /** The counterpart of every NNE question: encryption and checksum both off. */
  static final Map<String, String> NNE_OFF = Map.of(ParamName.ENCRYPTION,
      ParamName.NONE, ParamName.CHECKSUM, ParamName.NONE);

  private final List<Trial> trials;
  private final CounterpartFinder peers;

  private Answers(List<Trial> trials) {
    this.trials = trials;
    this.peers = new CounterpartFinder(trials);
  }

  /** Every answer {@code trials} hold, ratios first. */
  public static List<Answer> of(List<Trial> trials) {
    Answers h = new Answers(trials);
    List<Answer> all = new ArrayList<>();
    all.addAll(h.nneCost());
    all.addAll(h.ownAes());
    all.addAll(h.fetchSize());
    all.addAll(h.connect());
    all.addAll(TlsAnswers.headlines(h, trials));
    all.addAll(h.cells());
    return all;
  }

  List<Answer> nneCost() {
    return ratios(NNE_COST, BenchmarkName.FETCH, Figures.CPU_PER_GB, Answers::nneOn, NNE_OFF);
  }

  List<Answer> ownAes() {
    return ratios(OWN_AES, BenchmarkName.FETCH, Figures.CPU_PER_GB,
        t -> t.param(ParamName.JCE).equals("false") && !isNone(t, ParamName.ENCRYPTION),
        Map.of(ParamName.JCE, "true"));
  }

  /** The smallest fetch size against the largest, for every other setting. */
  List<Answer> fetchSize() {
    List<String> sizes = fetches().stream()
        .flatMap(t -> java.util.stream.Stream.of(t.param(ParamName.FETCH_SIZE),
            Counterpart.parse(t.param(ParamName.COUNTERPART)).changes()
                .getOrDefault(ParamName.FETCH_SIZE, "")))
        .filter(size -> !size.isEmpty())
        .distinct().sorted((a, b) -> Integer.compare(Integer.parseInt(a), Integer.parseInt(b)))
        .toList();
    if (sizes.size() < 2) {
      return List.of();
    }
    String smallest = sizes.get(0);
    return ratios(FETCH_SIZE, BenchmarkName.FETCH, Figures.CPU_PER_GB,
        t -> t.param(ParamName.FETCH_SIZE).equals(smallest),
        Map.of(ParamName.FETCH_SIZE, sizes.get(sizes.size() - 1)));
  }

  List<Answer> connect() {
    return ratios(CONNECT, BenchmarkName.OPEN, Figures.SCORE, Answers::nneOn, NNE_OFF);
  }

  /**
   * Every fetch cell's CPU s/GB and every open's ms: what a driver or JDK upgrade moves. A cell
   * fetched in several trials (a side of one pair, the counterpart of another) is one answer
   * from all of their forks: each fork's JIT settles in a steady state of its own, and one fork
   * alone can sit 15 % off the cell's centre.
   */
  List<Answer> cells() {
    Map<String, List<CellMeasurement>> byKey = new java.util.LinkedHashMap<>();
    for (Trial t : fetches()) {
      add(byKey, figure(CELL, t, Figures.CPU_PER_GB, "s/GB"), Figures.CPU_PER_GB, t);
    }
    for (Trial t : fetches()) {
      if (Figures.paired(t)) {
        add(byKey, peerCell(t), Figures.PEER_CPU_PER_GB, t);
      }
    }
    List<Answer> out = new ArrayList<>();
    byKey.values().forEach(measured -> out.add(pooled(measured)));
    for (Trial t : select(BenchmarkName.OPEN)) {
      out.add(figure(OPEN, t, Figures.paired(t) ? Figures.OPEN_MS : Figures.SCORE, "ms"));
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

  List<Answer> ratios(String question, String benchmark, Figure figure,
      Predicate<Trial> subject, Map<String, String> counterpart) {
    List<Answer> out = new ArrayList<>(paired(question, benchmark, subject, counterpart));
    out.addAll(unpaired(question, benchmark, figure, subject, counterpart));
    return out;
  }

  /* Trials that fetched the counterpart themselves: the ratio of their two sides. */
  private List<Answer> paired(String question, String benchmark, Predicate<Trial> subject,
      Map<String, String> counterpart) {
    List<Trial> subjects = select(benchmark).stream().filter(Figures::paired).filter(subject)
        .filter(t -> sameChanges(t, counterpart)).toList();
    Set<String> varying = new TreeSet<>(Labels.varying(subjects));
    varying.remove(ParamName.COUNTERPART);
    varying.addAll(counterpart.keySet());
    return subjects.stream().map(t -> new Answer(key(question, t), question,
        Labels.of(t, varying), Figures.pairedRatio(t).of(t), Answer.RATIO, true,
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
      Optional<Trial> peer = peers.of(t, benchmark, MAIN, counterpart);
      peer.ifPresent(p -> out.add(new Answer(key(question, t), question,
          Labels.of(t, varying), figure.ratio(t, p),
          Answer.RATIO, true, TrialSteadiness.problem(t, p), paramValues(t))));
    }
    return out;
  }

  /* A cell's key leaves out what it was paired with: the same cell, however measured. */
  private Answer figure(String question, Trial t, Figure figure, String unit) {
    Map<String, String> values = paramValues(t);
    values.remove(ParamName.COUNTERPART);
    String label = label(values);
    return new Answer(question + " | " + label, question, label, figure.of(t), unit,
        !unit.equals("MB/s"), TrialSteadiness.problem(t), values);
  }

  private static String label(Map<String, String> values) {
    return values.isEmpty() ? "all" : Assignments.text(values, ", ");
  }

  /* A paired trial's counterpart side as a cell of its own: the trial's parameters with the
   * counterpart's changes. */
  private Answer peerCell(Trial t) {
    Map<String, String> values = Counterpart.parse(t.param(ParamName.COUNTERPART))
        .applyTo(paramValues(t));
    values.remove(ParamName.COUNTERPART);
    values.remove(ParamName.TRANSPORT, ParamName.TCP); // as params() leaves it out
    return new Answer(CELL + " | " + label(values), CELL, label(values),
        Figures.PEER_CPU_PER_GB.of(t), "s/GB", true, TrialSteadiness.problem(t), values);
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

  private static Map<String, String> paramValues(Trial t) {
    Map<String, String> values = new java.util.LinkedHashMap<>();
    params(t).forEach(name -> values.put(name, t.param(name)));
    return values;
  }

  /* transport=tcp is every run's default since it became a parameter: left out, answers keep
   * the keys they had before it, so older runs still compare. */
  private static Set<String> params(Trial t) {
    Set<String> names = new TreeSet<>(t.params().keySet());
    if (t.param(ParamName.TRANSPORT).equalsIgnoreCase(ParamName.TCP)) {
      names.remove(ParamName.TRANSPORT);
    }
    return names;
  }

  private List<Trial> fetches() {
    return select(BenchmarkName.FETCH);
  }

  private List<Trial> select(String benchmark) {
    return trials.stream().filter(t -> t.benchmark().equals(benchmark) && t.leg().equals(MAIN))
        .toList();
  }

  private static boolean nneOn(Trial t) {
    return !isNone(t, ParamName.ENCRYPTION) || !isNone(t, ParamName.CHECKSUM);
  }

  private static boolean isNone(Trial t, String param) {
    return FetchAnswers.isNone(t, param);
  }
}
