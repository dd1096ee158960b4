package dev.nnebench.report.question.pool;

import dev.nnebench.cell.Facts;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.report.figure.CounterpartFinder;
import dev.nnebench.report.figure.Crypto;
import dev.nnebench.report.figure.Figure;
import dev.nnebench.report.figure.PoolCurve;
import dev.nnebench.report.figure.PoolFigures;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.report.figure.PoolLifetime;
import dev.nnebench.report.figure.PoolModel;
import dev.nnebench.report.figure.PoolServer;
import dev.nnebench.report.figure.TrialSteadiness;
import dev.nnebench.report.markdown.Section;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.LinkedHashMap;
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
    List<PoolModel> models = models(widest);
    models.stream().filter(m -> m.knee().isPresent()).forEach(m -> lines.add(PoolKnee.line(m)));
    widest.stream().filter(c -> PoolModel.of(c).isEmpty()).map(PoolKnee::withoutServerTime)
        .flatMap(Optional::stream).forEach(lines::add);
    lines.addAll(PoolLink.effect(widest));
    lines.addAll(PoolLink.notHeld(curves));
    lines.addAll(nneCost(widest, new CounterpartFinder(trials)));
    if (!curves.isEmpty()) {
      lines.addAll(PoolTable.lines(curves));
    }
    models.stream().filter(PoolModel::modelled).forEach(m -> lines.addAll(
        PoolModelTable.lines(m)));
    lines.addAll(storms.storms());
    lines.addAll(storms.lifetime(lifetimePoolSize(widest)));
    return Section.of(TITLE, why(trials), lines, "PoolThroughput and ConnectStorm did not run"
        + " (`nnebench bench --preset pool` runs them).");
  }

  /** Summary lines: the recommended pool size per crypto setting and link, at the most threads. */
  static List<String> summary(List<Trial> trials) {
    return widest(PoolCurve.of(trials)).stream().flatMap(c -> c.recommended().stream()
        .map(p -> "- **Pool of " + p.poolSize() + "** for " + c.threads() + " threads with "
            + c.label() + ": " + p.throughput().with("fetches/s") + ", p99 "
            + p.p99().with("ms") + " (waiting to borrow " + p.waitMs().with("ms")
            + " on average); the smallest pool not significantly slower than the most fetches/s"
            + (c.best() == p ? "" : " (pool of " + c.best().poolSize() + ": "
            + c.best().throughput().plain() + ")")
            + knee(c)
            + (onLoopback(c) && c.server().isEmpty() ? "; loopback cannot show server-side"
            + " contention (see Pool)." : " (see Pool).")))
        .toList();
  }

  /* Against a server model: the knee the curve's measured times imply. */
  private static String knee(PoolCurve c) {
    return models(List.of(c)).stream().flatMap(m -> m.knee().stream().map(k -> "; the knee its"
        + " measured times imply on the " + (m.modelled() ? "MODEL's " + m.cpus() + " CPUs"
        : "database's " + m.cpus() + " CPUs (" + m.cpusFrom().orElseThrow() + ")") + ": "
        + Measured.number(k) + " connections")).findFirst().orElse("");
  }

  /* Per crypto setting and link, the curve with the most threads: where the pool decides most. */
  static List<PoolCurve> widest(List<PoolCurve> curves) {
    Map<String, PoolCurve> byLabel = new LinkedHashMap<>();
    curves.forEach(c -> byLabel.merge(c.label(), c,
        (a, b) -> b.threads() > a.threads() ? b : a));
    return List.copyOf(byLabel.values());
  }

  /* The curves that ran against a server model, beside what queueing theory predicts, and those
   * on a database whose CPUs and server time per borrow are known (modelled() false). */
  static List<PoolModel> models(List<PoolCurve> curves) {
    return curves.stream().map(PoolModel::of).flatMap(Optional::stream).toList();
  }

  static String recommendation(PoolCurve c) {
    Optional<PoolCurve.Point> pick = c.recommended();
    if (pick.isEmpty()) {
      return "- " + c.label() + ", " + c.threads() + " threads: one pool size only, no curve"
          + " to recommend from.";
    }
    PoolCurve.Point p = pick.get();
    PoolCurve.Point best = c.best();
    PoolCurve.Point largest = c.points().get(c.points().size() - 1);
    return "- **" + c.label() + "**, " + c.threads() + " threads: recommended **poolSize "
        + p.poolSize() + "**: " + p.throughput().with("fetches/s")
        + (best == p ? ", the most of any pool" : ", not significantly fewer than the most"
        + " (poolSize " + best.poolSize() + ": " + best.throughput().plain() + ")")
        + "; p99 " + p.p99().with("ms") + ", waiting to borrow " + p.waitMs().with("ms")
        + " on average"
        + (largest == p ? "; the largest pool run: a larger one may fetch more."
        : "; the largest pool (" + largest.poolSize() + "): "
        + largest.throughput().with("fetches/s") + ", p99 " + largest.p99().with("ms")
        + ", waiting " + largest.waitMs().with("ms") + ".")
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
      if (pick.isEmpty() || c.crypto().equals(EncryptionType.NONE.driverName() + " + " + EncryptionType.NONE.driverName())) {
        continue;
      }
      Trial on = pick.get().trial();
      counterparts.of(on, Benchmark.POOL, LegName.MAIN, Crypto.NNE_OFF)
          .ifPresent(off -> lines.add("- NNE at poolSize " + pick.get().poolSize() + ", "
          + c.threads() + " threads" + (c.link().isEmpty() ? "" : ", over " + c.link()) + ": "
          + c.crypto() + " vs no NNE: throughput **" + PoolFigures.THROUGHPUT.ratio(on, off)
              .ratio() + "**, p99 latency " + PoolFigures.P99_MS.ratio(on, off).ratio()));
    }
    return lines;
  }

  /* The recommended size of the NNE-on curve without a link if there is one, else HikariCP's
   * default. */
  private static int lifetimePoolSize(List<PoolCurve> widest) {
    return widest.stream().filter(c -> c.link().isEmpty())
        .filter(c -> !c.crypto().startsWith(EncryptionType.NONE.driverName() + " + "))
        .flatMap(c -> c.recommended().stream()).map(PoolCurve.Point::poolSize).findFirst()
        .orElse(PoolLifetime.DEFAULT_POOL_SIZE);
  }

  private static String why(List<Trial> trials) {
    return "PoolThroughput: `threads` application threads fetch a small verified shape back to"
        + " back through one HikariCP pool of `poolSize` connections (fixed size, configured as"
        + " HikariCP's README recommends; settings: " + settings(trials) + "). fetches/s counts"
        + " every thread (JMH's score in the full tables is one thread's); latency is borrow +"
        + " fetch + give back; wait is the time to borrow. **The recommended pool size is the"
        + " smallest whose fetches/s are not significantly fewer than the most fetches/s** (their"
        + " difference within its 99.9 % interval, the square root of the sum of the two"
        + " half-widths squared; single measurements: within "
        + Math.round(PoolCurve.TOLERANCE * 100) + " % of them), at the"
        + " most threads run, throughput first as HikariCP's pool-sizing advice reasons: a small"
        + " pool with threads waiting on it serves as many requests as a large one and keeps the"
        + " server's sessions few. p99 and the wait are shown beside it, not ranked: where the"
        + " server has no contention, a pool of as many connections as threads always has the"
        + " lowest p99, because no thread waits to borrow, so ranking by p99 would always end"
        + " there. " + PoolLink.WHAT_IT_CHANGES + " ConnectStorm: `connections` threads open at one"
        + " gate; the storm ends when the last is logged on. Figures: " + Figure.METHOD
        + "; NNE ratios divide two trials' medians, each side resampled on its own. "
        + placement(trials) + modelled(trials);
  }

  /* Curves against a server model: what the model adds to the loopback curve, said as a model. */
  private static String modelled(List<Trial> trials) {
    if (trials.stream().noneMatch(t -> t.is(Benchmark.POOL) && PoolServer.cpus(t).isPresent())) {
      return "";
    }
    return " **Curves against a server MODEL** (`server`, named in their label) ran against the"
        + " double with a model of a database server behind it: each execute holds one of the"
        + " model's K CPUs for its server CPU time and waits in line when all K are held, so"
        + " those curves show the contention a server of K CPUs adds, as the model defines it,"
        + " not a database's. Their recommended pool is explained by the knee K x (S + Z) / S"
        + " from the measured times of a borrow (S: server CPU per borrow, from the server's"
        + " views over every session of the pool; Z: the rest of a connection's cycle outside"
        + " the line for a CPU: the hold outside the CPUs, and the hand-off to the next"
        + " borrower, poolSize / fetches/s - hold by Little's law), and each pool size's"
        + " fetches/s is set beside the bound min(P/(S+Z), K/S) and exact MVA for the same K, S"
        + " and Z (Reiser-Lavenberg, a K-server station and a delay). The curve is held to the"
        + " one its model's service times call for: the bound for fixed times (a closed cycle of"
        + " fixed times runs on the asymptotes), MVA for exponential ones (exact for them);"
        + " the other is shown for comparison.";
  }

  private static boolean onLoopback(PoolCurve c) {
    return c.points().get(0).trial().get(Trial.TARGET).startsWith("loopback");
  }

  private static String settings(List<Trial> trials) {
    return trials.stream().filter(t -> t.is(Benchmark.POOL))
        .map(t -> t.observed().text(Facts.HIKARI).replaceAll("maximumPoolSize=\\d+ "
            + "minimumIdle=\\d+ ", "minimumIdle = maximumPoolSize = poolSize, "))
        .filter(s -> !s.isEmpty()).findFirst().orElse("not recorded");
  }

  /* On loopback the double shares the machine: the curve is this machine's, not a server's; in
   * the container it is Oracle Free's two CPUs. */
  private static String placement(List<Trial> trials) {
    Optional<Trial> any = trials.stream().filter(t -> t.is(Benchmark.POOL)
        || t.is(Benchmark.STORM)).findFirst();
    if (any.isPresent() && any.get().get(Trial.TARGET).startsWith("container")) {
      return "**In the container the curve is bound by Oracle Free's CPUs, not by NNE:** it"
          + " uses two at most (here server on CPUs " + any.get().observed().text(Facts.CPUS_SERVER)
          + ", client on " + any.get().observed().text(Facts.CPUS_CLIENT) + "), so the best pool size"
          + " says where those saturate; run `--target url` for your server's curve.";
    }
    if (any.isEmpty() || !any.get().get(Trial.TARGET).startsWith("loopback")) {
      return "Against a real database these curves are the answer for that server.";
    }
    Trial t = any.get();
    return "**On loopback the curve reflects this machine's " + t.get(Trial.CPUS) + " cores:** the"
        + " double serves from the same machine (client on CPUs "
        + t.observed().text(Facts.CPUS_CLIENT) + ", double on " + t.observed().text(Facts.CPUS_SERVER)
        + "), so the best pool size here says where these cores saturate, not"
        + " what a database server would take. **What loopback cannot tell: server-side"
        + " contention.** The double serves every session alike, without locks, latches, a"
        + " buffer cache or disks; on a real database sessions compete for CPU, latches and I/O,"
        + " so past some size a larger pool is slower there, and that size is the server's"
        + " (HikariCP's starting point: its cores x 2 + effective spindles). Run `--target url`"
        + " for your server's curve.";
  }
}
