package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.cell.ParamSet;
import dev.nnebench.results.Benchmark;
import java.io.OutputStream;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * How many trials (benchmark x parameter combination) a run holds and roughly how long it takes,
 * computed before it starts from JMH's compiled benchmark list, so progress can say what remains.
 */
public record TrialPlan(int trials, Duration estimate, Duration ceiling) {
  /** A plan whose trials take their preset's forks, no more: its ceiling is its estimate. */
  public TrialPlan(int trials, Duration estimate) {
    this(trials, estimate, estimate);
  }

  /** This plan and {@code other}, one after the other. */
  TrialPlan plus(TrialPlan other) {
    return new TrialPlan(trials + other.trials, estimate.plus(other.estimate),
        ceiling.plus(other.ceiling));
  }

  /** JVM start, class loading and JMH's handshake per fork: ~0.7 s measured on two cores. */
  static final Duration FORK_OVERHEAD = Duration.ofMillis(700);

  /** The plan of one leg, timed by {@code settings}. */
  static TrialPlan of(JmhSettings settings, Leg leg) {
    int trials = 0;
    int precise = 0;
    for (BenchmarkListEntry entry : entries(leg.includes())) {
      int n = combinations(entry, leg.params());
      trials += n;
      if (Benchmark.of(TrialConverter.shortName(entry.getUsername()))
          .filter(LegRunner.RERUN::contains).isPresent()) {
        precise += n;
      }
    }
    Duration each = perTrial(settings);
    Duration capped = settings.precision().set() && settings.precision().cap().compareTo(each) > 0
        ? settings.precision().cap() : each;
    return new TrialPlan(trials, each.multipliedBy(trials),
        each.multipliedBy(trials - precise).plus(capped.multipliedBy(precise)));
  }

  /**
   * Exact include patterns for the benchmarks {@code includes} selects that declare parameter
   * {@code name}; the others do not change between parameter sets and run once.
   */
  static List<String> withParam(List<String> includes, String name) {
    return entries(includes).stream()
        .filter(e -> e.getParams().hasValue() && e.getParams().get().containsKey(name))
        .map(e -> "^" + Pattern.quote(e.getUsername()) + "$")
        .distinct()
        .toList();
  }

  /** The simple names of the benchmark classes {@code includes} selects. */
  static Set<String> classes(List<String> includes) {
    Set<String> names = new TreeSet<>();
    for (BenchmarkListEntry entry : entries(includes)) {
      String qualified = entry.getUserClassQName();
      names.add(qualified.substring(qualified.lastIndexOf('.') + 1));
    }
    return names;
  }

  /** The time one trial takes: every fork's start-up, warmup and measurement. */
  static Duration perTrial(JmhSettings s) {
    Duration fork = FORK_OVERHEAD
        .plus(s.warmupTime().multipliedBy(s.warmupIterations()))
        .plus(s.iterationTime().multipliedBy(s.iterations()));
    return fork.multipliedBy(s.forks());
  }

  /* QueryFetch fetches a user's query, which only diagnose --query hands the forks: it runs
   * only where an include names it, never in a run of every benchmark. */
  static SortedSet<BenchmarkListEntry> entries(List<String> includes) {
    PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
    String query = Benchmark.QUERY.className();
    return BenchmarkList.defaultList()
        .find(OutputFormatFactory.createFormatInstance(quiet, VerboseMode.SILENT),
            includes.isEmpty() ? List.of(".*") : includes,
            includes.stream().anyMatch(i -> i.contains(query)) ? List.of() : List.of(query));
  }

  private static int combinations(BenchmarkListEntry entry, ParamSet overrides) {
    int count = 1;
    if (entry.getParams().hasValue()) {
      for (Map.Entry<String, String[]> param : entry.getParams().get().entrySet()) {
        Axis<?> axis = Axes.require(param.getKey());
        count *= overrides.has(axis) ? overrides.values(axis).size() : param.getValue().length;
      }
    }
    return count;
  }
}
