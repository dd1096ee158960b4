package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.ParamSet;
import dev.nnebench.results.Benchmark;
import java.io.OutputStream;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
  /*
   * A fetch fork's setup before its first iteration (two sessions opened with the key exchange,
   * the round-trip probe, the retained heap's full collections) and its iterations' overrun (each
   * ends with the fetch under way): ~4 s a fork on two cores, against 13 s of iterations.
   */
  private static final Duration FETCH_SETUP = Duration.ofMillis(3_300);
  /* A connect fork's checked session and its pool: ~2 s. */
  private static final Duration OPEN_SETUP = Duration.ofMillis(1_300);
  /*
   * A pool fork's opening and filling of its pool, and its teardown (~2.4 s), then, before a
   * warmed trial, its wait for the JIT to go quiet: 3.5-18.5 s, 9.2 s on average over the pool
   * preset's 16 trials on two cores (capped at 30 s), as long as its iterations.
   */
  private static final Duration POOL_SETUP = Duration.ofMillis(2_400);
  private static final Duration POOL_JIT_QUIET = Duration.ofMillis(9_200);
  /* A storm fork's threads and the negotiation check: ~1.2 s. */
  private static final Duration STORM_SETUP = Duration.ofMillis(1_200);

  /** The plan of one leg, timed by {@code settings}. */
  static TrialPlan of(JmhSettings settings, Leg leg) {
    TrialPlan plan = new TrialPlan(0, Duration.ZERO);
    for (BenchmarkListEntry entry : entries(leg.includes())) {
      String name = TrialConverter.shortName(entry.getUsername());
      int n = combinations(entry, leg.params());
      Duration each = perTrial(settings, name);
      plan = plan.plus(new TrialPlan(n, each.multipliedBy(n), most(settings, name, each)
          .multipliedBy(n)));
      if (Benchmark.of(name).filter(Benchmark::fetches).isPresent()) {
        plan = plan.plus(overLinks(settings, leg, name, each));
      }
    }
    return plan;
  }

  /* What the cells over a delayed link add: operations longer than an iteration stretch it. */
  private static TrialPlan overLinks(JmhSettings settings, Leg leg, String name, Duration each) {
    Duration added = Duration.ZERO;
    Duration addedMost = Duration.ZERO;
    for (Cell cell : leg.params().expand()) {
      Optional<Duration> op = LinkWait.operation(cell, settings.linkPace());
      if (op.isPresent()) {
        Duration fork = ForkTime.of(op, settings, name).multipliedBy(settings.forks());
        added = added.plus(fork.minus(each));
        addedMost = addedMost.plus(most(settings, name, fork).minus(most(settings, name, each)));
      }
    }
    return new TrialPlan(0, added, addedMost);
  }

  /* The most a trial of {@code each} may take: its time cap where a precision target may add
   * forks. */
  private static Duration most(JmhSettings settings, String name, Duration each) {
    boolean precise = Benchmark.of(name).filter(LegRunner.RERUN::contains).isPresent();
    return precise && settings.precision().set()
        && settings.precision().cap().compareTo(each) > 0 ? settings.precision().cap() : each;
  }

  /** One trial of benchmark {@code shortName} (e.g. {@code FetchThroughput.fetch}), its setup included. */
  static Duration perTrial(JmhSettings s, String shortName) {
    return perTrial(s).plus(setup(shortName, s.warmupIterations() > 0).multipliedBy(s.forks()));
  }

  /**
   * What a fork of benchmark {@code shortName} spends beside its iterations and start-up;
   * {@code warmed}: whether it has warm-up iterations.
   */
  static Duration setup(String shortName, boolean warmed) {
    return Benchmark.of(shortName).map(b -> setup(b, warmed)).orElse(Duration.ZERO);
  }

  private static Duration setup(Benchmark b, boolean warmed) {
    if (b.fetches()) {
      return FETCH_SETUP;
    }
    return switch (b) {
      case OPEN -> OPEN_SETUP;
      case POOL -> warmed ? POOL_SETUP.plus(POOL_JIT_QUIET) : POOL_SETUP;
      case STORM -> STORM_SETUP;
      default -> Duration.ZERO;
    };
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
