package dev.nnebench.report;

import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.LegName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The report's "Pool" section: the recommended pool size per crypto setting with its evidence,
 * what NNE costs the pool there, every pool cell, the connection storms and what maxLifetime
 * recycling costs per hour.
 */
final class PoolSection {
  static final String TITLE = "Pool: concurrency, pool size and the key exchange";

  private PoolSection() {}

  static List<String> section(List<Trial> trials) {
    List<PoolCurve> curves = PoolCurve.of(trials);
    StormAnswers storms = new StormAnswers(trials);
    List<String> lines = new ArrayList<>();
    List<PoolCurve> widest = widest(curves);
    widest.forEach(c -> lines.add(recommendation(c)));
    lines.addAll(nneCost(widest, new CounterpartFinder(trials)));
    if (!curves.isEmpty()) {
      lines.addAll(PoolTable.lines(curves));
    }
    lines.addAll(storms.storms());
    lines.addAll(storms.lifetime(lifetimePoolSize(widest)));
    return Section.of(TITLE, why(trials), lines, "PoolThroughput and ConnectStorm did not run"
        + " (`nnebench bench --preset pool` runs them).");
  }

  /** Summary lines: the recommended pool size per crypto setting, at the most threads run. */
  static List<String> summary(List<Trial> trials) {
    return widest(PoolCurve.of(trials)).stream().flatMap(c -> c.recommended().stream()
        .map(p -> "- **Pool of " + p.poolSize() + "** for " + c.threads() + " threads with "
            + c.crypto() + ": " + p.throughput().with("fetches/s") + ", p99 "
            + p.p99().with("ms") + "; no larger pool was faster or quicker beyond the intervals"
            + " (see Pool)."))
        .toList();
  }

  /* Per crypto setting, the curve with the most threads: where the pool size decides most. */
  static List<PoolCurve> widest(List<PoolCurve> curves) {
    Map<String, PoolCurve> byCrypto = new java.util.LinkedHashMap<>();
    curves.forEach(c -> byCrypto.merge(c.crypto(), c,
        (a, b) -> b.threads() > a.threads() ? b : a));
    return List.copyOf(byCrypto.values());
  }

  static String recommendation(PoolCurve c) {
    Optional<PoolCurve.Point> pick = c.recommended();
    if (pick.isEmpty()) {
      return "- " + c.crypto() + ", " + c.threads() + " threads: one pool size only, no curve"
          + " to recommend from.";
    }
    PoolCurve.Point p = pick.get();
    PoolCurve.Point best = c.best();
    PoolCurve.Point largest = c.points().get(c.points().size() - 1);
    return "- **" + c.crypto() + "**, " + c.threads() + " threads: recommended **poolSize "
        + p.poolSize() + "**: " + p.throughput().with("fetches/s") + ", p99 " + p.p99().with("ms")
        + (best == p ? "" : "; most fetches/s at poolSize " + best.poolSize() + " ("
        + best.throughput().plain() + ")")
        + (largest == p ? "." : "; the largest pool (" + largest.poolSize() + "): "
        + largest.throughput().with("fetches/s") + ", p99 " + largest.p99().with("ms") + ".")
        + (steady(c) ? "" : " ⚠ (a trial of this curve was not steady: see Steadiness)");
  }

  private static boolean steady(PoolCurve c) {
    return c.points().stream().allMatch(p -> TrialSteadiness.problem(p.trial()).isEmpty());
  }

  /* NNE on against off at the same threads and pool size (the recommended one of NNE on). */
  private static List<String> nneCost(List<PoolCurve> widest, CounterpartFinder counterparts) {
    List<String> lines = new ArrayList<>();
    for (PoolCurve c : widest) {
      Optional<PoolCurve.Point> pick = c.recommended();
      if (pick.isEmpty() || c.crypto().equals(ParamName.NONE + " + " + ParamName.NONE)) {
        continue;
      }
      Trial on = pick.get().trial();
      counterparts.of(on, BenchmarkName.POOL, LegName.MAIN.text(), FetchQuestions.NNE_OFF)
          .ifPresent(off -> lines.add("- NNE at poolSize " + pick.get().poolSize() + ", "
          + c.threads() + " threads: "
          + c.crypto() + " vs no NNE: throughput **" + PoolFigures.THROUGHPUT.ratio(on, off)
              .ratio() + "**, p99 latency " + PoolFigures.P99_MS.ratio(on, off).ratio()));
    }
    return lines;
  }

  /* The recommended size of the NNE-on curve if there is one, else HikariCP's default. */
  private static int lifetimePoolSize(List<PoolCurve> widest) {
    return widest.stream().filter(c -> !c.crypto().startsWith(ParamName.NONE + " + "))
        .flatMap(c -> c.recommended().stream()).map(PoolCurve.Point::poolSize).findFirst()
        .orElse(PoolLifetime.DEFAULT_POOL_SIZE);
  }

  private static String why(List<Trial> trials) {
    return "PoolThroughput: `threads` application threads fetch a small verified shape back to"
        + " back through one HikariCP pool of `poolSize` connections (fixed size, configured as"
        + " HikariCP's README recommends; settings: " + settings(trials) + "). fetches/s counts"
        + " every thread (JMH's score in the full tables is one thread's); latency is borrow +"
        + " fetch + give back; wait is the time to borrow. The recommended pool size is the"
        + " smallest that no larger pool beats in fetches/s or in p99 by more than both 99.9 %"
        + " intervals (single measurements: by more than " + Math.round(PoolCurve.TOLERANCE * 100)
        + " %): beyond it throughput stops rising and latency stops falling. ConnectStorm: `connections` threads open at one"
        + " gate; the storm ends when the last is logged on. Figures: " + Figure.METHOD
        + "; NNE ratios divide two trials' medians, each side resampled on its own. "
        + placement(trials);
  }

  private static String settings(List<Trial> trials) {
    return trials.stream().filter(t -> t.benchmark().equals(BenchmarkName.POOL))
        .map(t -> t.negotiated("hikari").replaceAll("maximumPoolSize=\\d+ "
            + "minimumIdle=\\d+ ", "minimumIdle = maximumPoolSize = poolSize, "))
        .filter(s -> !s.isEmpty()).findFirst().orElse("not recorded");
  }

  /* On loopback the double shares the machine: the curve is this machine's, not a server's; in
   * the container it is Oracle Free's two CPUs. */
  private static String placement(List<Trial> trials) {
    Optional<Trial> any = trials.stream().filter(t -> t.benchmark().equals(BenchmarkName.POOL)
        || t.benchmark().equals(BenchmarkName.STORM)).findFirst();
    if (any.isPresent() && any.get().get(Trial.TARGET).startsWith("container")) {
      return "**In the container the curve is bound by Oracle Free's CPUs, not by NNE:** it"
          + " uses two at most (here server on CPUs " + any.get().negotiated("cpus.double")
          + ", client on " + any.get().negotiated("cpus.client") + "), so the best pool size"
          + " says where those saturate; run `--target url` for your server's curve.";
    }
    if (any.isEmpty() || !any.get().get(Trial.TARGET).startsWith("loopback")) {
      return "Against a real database these curves are the answer for that server.";
    }
    Trial t = any.get();
    return "**On loopback the curve reflects this machine's " + t.get(Trial.CPUS) + " cores:** the"
        + " double serves from the same machine (client on CPUs "
        + t.negotiated("cpus.client") + ", double on " + t.negotiated("cpus.double")
        + "), so the best pool size here says where these cores saturate, not"
        + " what a database server would take; run `--target url` for your server's curve.";
  }
}
