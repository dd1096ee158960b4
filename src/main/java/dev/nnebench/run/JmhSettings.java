package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.ParamSet;
import dev.nnebench.cell.Terms;
import dev.nnebench.preset.JmhKeys;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How long and how often JMH measures, which benchmarks run, and parameter overrides: the
 * {@code jmh.*} block of a preset file, applied on top of {@link #DEFAULTS}.
 *
 * <p>Keys (prefix {@code jmh.} removed): {@code forks}, {@code warmupIterations}, {@code
 * warmupTime}, {@code measurementIterations}, {@code measurementTime} (e.g. {@code 500ms},
 * {@code 2s}), {@code include} and {@code control.include} (comma-separated benchmark regexes;
 * the control benchmarks are rerun with AES intrinsics off and on the second JDK; blank means
 * none), {@code reruns} (how many unsteady trials a run may rerun with a longer warm-up; the
 * rest are kept and flagged; default: no limit), {@code precision} (e.g. {@code 2%}: a trial of
 * the benchmarks whose answers are ratios gets one more fork at a time until its answer's
 * 99.9 % interval is within ± that share of it) and {@code trialTimeCap} (e.g. {@code 90s}: the
 * most such a trial may take; see {@link PrecisionTarget}), {@code linkPace} (e.g. {@code 0.5}: over
 * a delayed link, a paired fetch's counterpart fetches again until its wall time is that share
 * of its own side's; 0, the default, fetches each side once), {@code param.NAME} (values of a benchmark
 * parameter), and per benchmark class {@code CLASS.forks}, {@code CLASS.warmupIterations},
 * ... (e.g. {@code jmh.FetchThroughput.warmupTime}), which override the run-wide value for that
 * class, and per class and cell {@code CLASS[NAME=VALUE & ...].KEY} (e.g. {@code
 * jmh.FetchThroughput[fetchSize=10].measurementIterations}),
 * which override the class's value for the trials whose parameters hold every NAME=VALUE: the
 * cells that need more iterations than the others get them without slowing the rest. Where
 * several rules hold, the one with more terms wins.
 */
public record JmhSettings(
    int forks,
    int warmupIterations,
    Duration warmupTime,
    int iterations,
    Duration iterationTime,
    List<String> includes,
    ParamSet params,
    List<String> controlIncludes,
    Map<String, JmhKeys> perClass,
    int reruns,
    PrecisionTarget precision,
    double linkPace) {

  /** One fork, one 1 s warmup, three 1 s measurements, the crypto ceiling as control. */
  public static final JmhSettings DEFAULTS = new JmhSettings(1, 1, Duration.ofSeconds(1), 3,
      Duration.ofSeconds(1), List.of(), ParamSet.EMPTY, List.of(Benchmark.ENCRYPT.className()),
      Map.of(), Integer.MAX_VALUE, PrecisionTarget.NONE, 0);

  static final String PARAM_PREFIX = Trial.PARAM;
  private static final List<String> KEYS = List.of("forks", "warmupIterations", "warmupTime",
      "measurementIterations", "measurementTime", "include", "control.include", "reruns",
      "precision", "trialTimeCap", "linkPace", "param.NAME");
  private static final List<String> CLASS_KEYS = List.of("forks", "warmupIterations",
      "warmupTime", "measurementIterations", "measurementTime", "precision", "trialTimeCap",
      "linkPace");
  /* jmh.FetchThroughput.warmupIterations: a class name (capitalised), optionally a cell
   * condition in brackets, then a key. */
  private static final Pattern PER_CLASS = Pattern.compile("([A-Z]\\w*(?:\\[[^\\]]+\\])?)\\.(.+)");
  private static final Pattern CELL_RULE = Pattern.compile("([A-Z]\\w*)\\[([^\\]]+)\\]");
  /* A counterpart fetching more than ten times its own side's wall time learns nothing more. */
  private static final double MAX_PACE = 10;
  private static final Pattern DURATION = Pattern.compile("(\\d+)\\s*(ms|s)");

  public JmhSettings {
    if (forks < 1) {
      throw new IllegalArgumentException(
          "jmh.forks must be >= 1 (a benchmark in the host JVM measures the host), got " + forks);
    }
    if (reruns < 0) {
      throw new IllegalArgumentException("jmh.reruns must be >= 0, got " + reruns);
    }
    if (!(linkPace >= 0 && linkPace <= MAX_PACE)) {
      throw new IllegalArgumentException("jmh.linkPace must be a number from 0 (off) to "
          + MAX_PACE + ", got " + linkPace + "; write e.g. jmh.linkPace = 0.5");
    }
    includes = List.copyOf(includes);
    controlIncludes = List.copyOf(controlIncludes);
    perClass = Map.copyOf(perClass);
  }

  /** This object with a preset's {@code jmh.*} keys (prefix removed) applied on top. */
  public JmhSettings with(JmhKeys keys) {
    ParamSet merged = params;
    Map<String, JmhKeys> classes = new LinkedHashMap<>(perClass);
    for (String key : keys.names()) {
      String value = keys.get(key).orElseThrow();
      Matcher perClassKey = PER_CLASS.matcher(key);
      if (perClassKey.matches()) {
        classes.merge(perClassKey.group(1), JmhKeys.NONE.with(perClassKey.group(2), value),
            (old, added) -> old.with(perClassKey.group(2), value));
      } else if (key.startsWith(PARAM_PREFIX)) {
        merged = merged.with(Axes.require(key.substring(PARAM_PREFIX.length())), list(value));
      } else if (!KEYS.contains(key)) {
        throw new IllegalArgumentException("unknown key jmh." + key + "; use jmh." + KEYS);
      }
    }
    return new JmhSettings(
        integer(keys, "forks", forks),
        integer(keys, "warmupIterations", warmupIterations),
        duration(keys, "warmupTime", warmupTime),
        integer(keys, "measurementIterations", iterations),
        duration(keys, "measurementTime", iterationTime),
        keys.get("include").map(JmhSettings::list).orElse(includes),
        merged,
        keys.get("control.include").map(JmhSettings::list).orElse(controlIncludes),
        classes,
        integer(keys, "reruns", reruns),
        precision(keys, precision), number(keys, "linkPace", linkPace)).validated();
  }

  /* Per-class keys are checked when read, so a typo fails at load time, not mid-run. */
  private JmhSettings validated() {
    if (precision.set() && precision.cap().isZero()) {
      throw new IllegalArgumentException("jmh.precision needs a time cap: add e.g."
          + " jmh.trialTimeCap = 90s (the most a trial may take to reach it)");
    }
    perClass.keySet().forEach(this::forClass);
    return this;
  }

  /** The settings for benchmarks of class {@code simpleName}: its {@code jmh.NAME.*} keys applied. */
  public JmhSettings forClass(String simpleName) {
    Matcher rule = CELL_RULE.matcher(simpleName);
    if (rule.matches()) {
      cellRules(rule.group(1)); // a malformed condition fails here, at load
      return forClass(rule.group(1)).overlay(simpleName, perClass.get(simpleName), false);
    }
    return overlay(simpleName, perClass.getOrDefault(simpleName, JmhKeys.NONE), true);
  }

  /**
   * The cell conditions of {@code simpleName}'s per-cell keys (rule name to NAME=VALUE terms),
   * in the order they apply: fewer terms first, so where two rules hold for a leg the one with
   * more terms (the narrower) wins, whatever order a preset lists them in (a properties file
   * keeps none); rules of as many terms in name order.
   */
  Map<String, Cell> cellRules(String simpleName) {
    Map<String, Cell> rules = new java.util.TreeMap<>();
    perClass.keySet().forEach(name -> {
      Matcher rule = CELL_RULE.matcher(name);
      if (rule.matches() && rule.group(1).equals(simpleName)) {
        rules.put(name, Terms.parse(rule.group(2), "&", "jmh." + name,
            "jmh.FetchThroughput[fetchSize=10].measurementIterations = 20"));
      }
    });
    Map<String, Cell> ordered = new LinkedHashMap<>();
    rules.entrySet().stream()
        .sorted(java.util.Comparator.comparingInt(e -> e.getValue().axes().size()))
        .forEach(e -> ordered.put(e.getKey(), e.getValue()));
    return ordered;
  }

  /* These settings with a class's or a cell rule's keys on top (a rule sets no parameters). */
  private JmhSettings overlay(String name, JmhKeys own, boolean paramsAllowed) {
    ParamSet merged = params;
    for (String key : own.names()) {
      if (key.startsWith(PARAM_PREFIX) && paramsAllowed) {
        merged = merged.with(Axes.require(key.substring(PARAM_PREFIX.length())),
            list(own.get(key).orElseThrow()));
      } else if (!CLASS_KEYS.contains(key)) {
        throw new IllegalArgumentException("unknown key jmh." + name + "." + key
            + "; a class may set " + CLASS_KEYS + " and param.NAME, a cell only " + CLASS_KEYS);
      }
    }
    return new JmhSettings(integer(own, "forks", forks),
        integer(own, "warmupIterations", warmupIterations),
        duration(own, "warmupTime", warmupTime), integer(own, "measurementIterations", iterations),
        duration(own, "measurementTime", iterationTime), includes, merged, controlIncludes,
        Map.of(), reruns, precision(own, precision), number(own, "linkPace", linkPace));
  }

  /**
   * The settings for {@code leg}: its class's own keys when it runs one class, then the keys of
   * every cell rule that holds for all of the leg's trials (the planner gives such cells legs of
   * their own).
   */
  JmhSettings forLeg(Leg leg) {
    Set<String> classes = TrialPlan.classes(leg.includes());
    if (classes.size() != 1) {
      return this;
    }
    String simpleName = classes.iterator().next();
    JmhSettings out = forClass(simpleName);
    for (Map.Entry<String, Cell> rule : cellRules(simpleName).entrySet()) {
      if (leg.params().holdsForAll(rule.getValue())) {
        out = out.overlay(rule.getKey(), perClass.get(rule.getKey()), false);
      }
    }
    return out;
  }

  /** These settings with twice the warm-up iterations: for a trial that was not yet steady. */
  public JmhSettings withLongerWarmup() {
    return new JmhSettings(forks, Math.max(1, 2 * warmupIterations), warmupTime, iterations,
        iterationTime, includes, params, controlIncludes, perClass, reruns, precision, linkPace);
  }

  /** These settings in one fork: the batch a trial short of its precision target adds. */
  JmhSettings oneFork() {
    return new JmhSettings(1, warmupIterations, warmupTime, iterations, iterationTime, includes,
        params, controlIncludes, perClass, reruns, precision, linkPace);
  }

  /**
   * This object with some parameters' values replaced, for every class: a class's own values
   * for those parameters are dropped, so a command-line {@code -p} wins over the preset.
   */
  public JmhSettings withParams(ParamSet replaced) {
    Map<String, JmhKeys> classes = new LinkedHashMap<>();
    perClass.forEach((cls, keys) -> classes.put(cls, keys.without(key -> replaced.axes().stream()
        .anyMatch(axis -> key.equals(PARAM_PREFIX + axis.name())))));
    return new JmhSettings(forks, warmupIterations, warmupTime, iterations, iterationTime,
        includes, params.withAll(replaced), controlIncludes, classes, reruns, precision,
        linkPace);
  }

  /** This object measuring only the benchmarks matching {@code patterns}, and these controls. */
  public JmhSettings withIncludes(List<String> patterns, List<String> controls) {
    return new JmhSettings(forks, warmupIterations, warmupTime, iterations, iterationTime,
        patterns, params, controls, perClass, reruns, precision, linkPace);
  }

  private static int integer(JmhKeys keys, String key, int fallback) {
    return keys.get(key).map(value -> {
      try {
        return Integer.parseInt(value.trim());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("jmh." + key + " must be a whole number, got " + value);
      }
    }).orElse(fallback);
  }

  private static double number(JmhKeys keys, String key, double fallback) {
    return keys.get(key).map(value -> {
      try {
        return Double.parseDouble(value.trim());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("jmh." + key + " must be a number, got " + value);
      }
    }).orElse(fallback);
  }

  private static PrecisionTarget precision(JmhKeys keys, PrecisionTarget fallback) {
    PrecisionTarget out = keys.get("precision").map(fallback::withPercent).orElse(fallback);
    return out.withCap(duration(keys, "trialTimeCap", out.cap()));
  }

  private static Duration duration(JmhKeys keys, String key, Duration fallback) {
    return keys.get(key).map(value -> {
      Matcher m = DURATION.matcher(value.trim());
      if (!m.matches()) {
        throw new IllegalArgumentException(
            "jmh." + key + " must look like 500ms or 2s, got " + value);
      }
      long amount = Long.parseLong(m.group(1));
      return m.group(2).equals("ms") ? Duration.ofMillis(amount) : Duration.ofSeconds(amount);
    }).orElse(fallback);
  }

  /** A comma-separated list; blank means empty. */
  static List<String> list(String csv) {
    return csv.isBlank() ? List.of() : List.of(csv.trim().split("\\s*,\\s*"));
  }
}
