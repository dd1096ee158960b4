package dev.nnebench.results;

import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Fact;
import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.stats.Series;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * One finished trial as one self-describing row: every parameter, what was negotiated, the
 * machine and JVM, the score with its error and unit, and any secondary figures.
 *
 * <p>Column names: {@code param.NAME} for benchmark parameters, {@code negotiated.NAME} for what the
 * driver reported after connecting, {@code aux.NAME} (plus {@code .error} and {@code .unit}) for
 * secondary results; the rest are the fixed columns named by the constants below.
 */
public record Trial(Map<String, String> fields) {
  public static final String LEG = "leg";
  public static final String BENCHMARK = "benchmark";
  public static final String MODE = "mode";
  public static final String THREADS = "threads";
  public static final String FORKS = "forks";
  public static final String JDK = "jdk";
  public static final String VM = "vm";
  public static final String JVM_ARGS = "jvm_args";
  public static final String CPU_MODEL = "cpu_model";
  public static final String CPU_FLAGS = "cpu_flags";
  public static final String CPUS = "cpus";
  public static final String TARGET = "target";
  public static final String SCORE = "score";
  public static final String ERROR = "error";
  public static final String UNIT = "unit";
  public static final String PARAM = "param.";
  public static final String NEGOTIATED = "negotiated.";
  public static final String AUX = "aux.";
  /** Per-iteration values of a figure, e.g. {@code series.score}, {@code series.aux.bytes}. */
  public static final String SERIES = "series.";

  /** Why a trial was rerun with a longer warm-up; empty when it was steady the first time. */
  public static final String RERUN = "rerun";

  public Trial {
    fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
  }

  /**
   * {@code {name=value, ...}} of the parameters this trial set, levels left out (they follow
   * from the algorithms): how the console and the report name one trial.
   */
  public String paramLabel() {
    return fields.entrySet().stream()
        .filter(e -> e.getKey().startsWith(PARAM) && !e.getValue().isEmpty())
        .filter(e -> !e.getKey().endsWith("Level"))
        .map(e -> e.getKey().substring(PARAM.length()) + "=" + e.getValue())
        .collect(java.util.stream.Collectors.joining(", ", "{", "}"));
  }

  /** This row with {@code column} set to {@code value}. */
  public Trial with(String column, String value) {
    var f = new LinkedHashMap<>(fields);
    f.put(column, value);
    return new Trial(f);
  }

  public String get(String column) {
    return fields.getOrDefault(column, "");
  }

  public String param(String name) {
    return get(Columns.param(name));
  }

  /** The parameters this trial set, by name (sorted); parameters it left empty are not in it. */
  public Map<String, String> params() {
    return Columns.under(PARAM, fields);
  }

  /** What the driver reported after connecting, by name (sorted), e.g. {@code encryption}. */
  public Map<String, String> negotiated() {
    return Columns.under(NEGOTIATED, fields);
  }

  public String negotiated(String name) {
    return get(Columns.negotiated(name));
  }

  /**
   * The cell this trial ran: its parameters typed by {@link dev.nnebench.cell.Axes} (a column no
   * axis declares, or an empty one, is not in it; an older run's missing axes read as defaults).
   */
  public Cell cell() {
    return Cell.lenient(params());
  }

  /**
   * What the trial's fork observed, typed: its {@code negotiated.*} columns, and the flame graphs
   * the profile pass attached to a measured row ({@code profile.*}, {@code peer.profile.*}).
   */
  public Observed observed() {
    Observed seen = Observed.lenient(negotiated());
    for (Fact<?> fact : Facts.ALL) {
      if (fact.name().startsWith(ProfileName.PREFIX)) {
        String own = get(fact.name());
        String peer = get(Observed.PEER + fact.name());
        seen = own.isEmpty() ? seen : seen.withText(fact, own);
        seen = peer.isEmpty() ? seen : seen.withPeer(Observed.NONE.withText(fact, peer));
      }
    }
    return seen;
  }

  /** Whether this trial ran with NNE on (encryption or checksum other than NONE). */
  public boolean nneOn() {
    return cell().nneOn();
  }

  /** The benchmark of this row, if it is one {@link Benchmark} names. */
  public Optional<Benchmark> benchmarkKind() {
    return Benchmark.of(benchmark());
  }

  /** Whether this row is a trial of {@code b}. */
  public boolean is(Benchmark b) {
    return b.ran(this);
  }

  /** Whether this row ran in leg {@code leg}. */
  public boolean in(LegName leg) {
    return leg.ran(this);
  }

  /** The primary figure: JMH's score, its error and unit. */
  public Score primary() {
    return new Score(score(), error(), unit());
  }

  public String benchmark() {
    return get(BENCHMARK);
  }

  public String leg() {
    return get(LEG);
  }

  public double score() {
    return number(SCORE).orElse(Double.NaN);
  }

  /** The 99.9 % confidence half-width JMH reports; NaN with a single measurement. */
  public double error() {
    return number(ERROR).orElse(Double.NaN);
  }

  public String unit() {
    return get(UNIT);
  }

  /** A secondary figure, e.g. {@code aux("cpuNanosPerGb")}. */
  public OptionalDouble aux(String name) {
    return number(Columns.aux(name));
  }

  public double auxError(String name) {
    return number(Columns.auxError(name)).orElse(Double.NaN);
  }

  /** The per-iteration values of {@code name} ({@code score} or {@code aux.NAME}), if recorded. */
  public Optional<Series> series(String name) {
    String text = get(Columns.series(name));
    return text.isBlank() ? Optional.empty() : Optional.of(Series.parse(text));
  }

  private OptionalDouble number(String column) {
    String value = get(column);
    if (value.isEmpty()) {
      return OptionalDouble.empty();
    }
    try {
      return OptionalDouble.of(Double.parseDouble(value));
    } catch (NumberFormatException e) {
      return OptionalDouble.empty();
    }
  }
}
