package dev.nnebench.results;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Observed;
import dev.nnebench.stats.Series;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeSet;

/**
 * One finished trial as one self-describing row: every parameter, what was negotiated, the
 * machine and JVM, the score with its error and unit, and any secondary figures.
 *
 * <p>Column names: {@code param.NAME} for benchmark parameters, {@code negotiated.NAME} for what the
 * driver reported after connecting, {@code aux.NAME} (plus {@code .error} and {@code .unit}) for
 * secondary results; the rest are the fixed columns named by the constants below.
 */
public final class Trial {
  public static final String LEG = "leg";
  public static final String BENCHMARK = "benchmark";
  public static final String MODE = "mode";
  public static final String THREADS = "threads";
  public static final String FORKS = "forks";
  public static final String JDK = "jdk";
  public static final String VM = "vm";
  public static final String JVM_ARGS = "jvm_args";
  /** The java binary the forks ran, as JMH names it. */
  public static final String JVM = "jvm";
  /**
   * The warm-up and measurement JMH ran each fork with: iterations, time per iteration (JMH's
   * text, e.g. {@code 500 ms}) and batch size; absent from runs saved before they were recorded.
   */
  public static final String WARMUP_ITERATIONS = "warmup_iterations";
  public static final String WARMUP_TIME = "warmup_time";
  public static final String WARMUP_BATCH_SIZE = "warmup_batch_size";
  public static final String MEASUREMENT_ITERATIONS = "measurement_iterations";
  public static final String MEASUREMENT_TIME = "measurement_time";
  public static final String MEASUREMENT_BATCH_SIZE = "measurement_batch_size";
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

  /**
   * In a gate across two JDKs, which side's forks the row holds ({@code reference} or {@code
   * candidate}), and the number of the cell the two rows of a side pair share: fork k of one
   * ran next to fork k of the other.
   */
  public static final String GATE_SIDE = "gate.side";
  public static final String GATE_CELL = "gate.cell";
  /** The values of {@link #GATE_SIDE}. */
  public static final String GATE_REFERENCE = "reference";
  public static final String GATE_CANDIDATE = "candidate";

  /** Why a trial was rerun with a longer warm-up; empty when it was steady the first time. */
  public static final String RERUN = "rerun";
  /**
   * How precise the trial's answer came out against its preset's target, e.g. {@code ± 1.4 %
   * after 3 forks (target ± 2 %)}; starts with {@link #PRECISION_NOT_MET} when its time cap
   * ended it first; empty when the preset sets no target.
   */
  public static final String PRECISION = "precision";
  /** How {@link #PRECISION} starts for a trial its time cap ended before its target. */
  public static final String PRECISION_NOT_MET = "not reached: ";

  private final Map<String, String> fields;
  /* Read from the columns once: the report asks a trial for its cell and facts many times, and
   * a cell parses each value (a shape name by reading the shapes file) only once per instance. */
  private final Cell cell;
  private final Observed observed;

  public Trial(Map<String, String> fields) {
    this.fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    this.cell = cellOf(this.fields);
    this.observed = observedOf(this.fields);
  }

  /** Every column of the row, in its order. */
  public Map<String, String> fields() {
    return fields;
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

  /**
   * The cell this trial ran: its parameters typed by {@link dev.nnebench.cell.Axes}, in name
   * order (a column no axis declares, or an empty one, is not in it; an older run's missing axes
   * read as defaults).
   */
  public Cell cell() {
    return cell;
  }

  private static Cell cellOf(Map<String, String> fields) {
    Cell cell = Cell.EMPTY;
    for (String column : new TreeSet<>(fields.keySet())) {
      String value = fields.get(column);
      Optional<Axis<?>> axis = column.startsWith(PARAM) && !value.isEmpty()
          ? Axes.named(column.substring(PARAM.length())) : Optional.empty();
      if (axis.isPresent()) {
        cell = cell.withText(axis.get(), value);
      }
    }
    return cell;
  }

  /**
   * What the trial's fork observed, typed: its {@code negotiated.*} columns, and the flame graphs
   * the profile pass attached to a measured row ({@code profile.*}, {@code peer.profile.*}).
   */
  public Observed observed() {
    return observed;
  }

  private static Observed observedOf(Map<String, String> fields) {
    Observed seen = Observed.NONE;
    for (String column : new TreeSet<>(fields.keySet())) {
      String value = fields.get(column);
      if (column.startsWith(NEGOTIATED)) {
        seen = seen.withNamed(column.substring(NEGOTIATED.length()), value);
      } else if (column.startsWith(ProfileName.PREFIX)
          || column.startsWith(Observed.PEER + ProfileName.PREFIX)) {
        seen = seen.withNamed(column, value);
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

  @Override
  public boolean equals(Object o) {
    return o instanceof Trial other && fields.equals(other.fields);
  }

  @Override
  public int hashCode() {
    return fields.hashCode();
  }

  @Override
  public String toString() {
    return "Trial[fields=" + fields + "]";
  }
}
