package dev.nnebench.report.question.pool;

import dev.nnebench.report.figure.CounterpartFinder;
import dev.nnebench.report.figure.Crypto;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.report.figure.PoolFigures;
import dev.nnebench.report.figure.PoolLifetime;
import dev.nnebench.report.figure.PoolServer;
import dev.nnebench.report.markdown.MarkdownTable;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * ConnectStorm's answers: per storm size and crypto setting, the time until every connection
 * was usable and the client CPU per connection, NNE on against off; then what maxLifetime
 * recycling costs a pool per hour ({@link PoolLifetime}), from the storms of one connection.
 */
final class StormAnswers {

  private final List<Trial> storms;
  private final CounterpartFinder counterparts;

  StormAnswers(List<Trial> trials) {
    this.storms = trials.stream().filter(t -> t.is(Benchmark.STORM))
        .filter(t -> LegName.MAIN.ran(t))
        .sorted(Comparator.comparingInt(PoolFigures::connections)).toList();
    this.counterparts = new CounterpartFinder(trials);
  }

  /** A bullet per storm trial, with NNE on against off where both ran. */
  List<String> storms() {
    List<String> lines = new ArrayList<>();
    for (Trial t : storms) {
      String line = "- storm of " + PoolFigures.connections(t) + ", " + label(t)
          + ": all usable after " + PoolFigures.STORM_MS.of(t).with("ms") + "; client CPU "
          + PoolFigures.CPU_PER_CONNECTION_MS.of(t).with("ms") + " per connection"
          + queued(t);
      if (nneOn(t)) {
        line += counterparts.of(t, Benchmark.STORM, LegName.MAIN,
                Crypto.NNE_OFF)
            .map(off -> "; vs no NNE: time **" + PoolFigures.STORM_MS.ratio(t, off).ratio()
                + "**, CPU " + PoolFigures.CPU_PER_CONNECTION_MS.ratio(t, off).ratio())
            .orElse("");
      }
      lines.add(line);
    }
    return lines;
  }

  /** The lifetime table for a pool of {@code poolSize}; empty without storms of one. */
  List<String> lifetime(int poolSize) {
    Map<String, Trial> single = new LinkedHashMap<>();
    storms.stream().filter(t -> PoolFigures.connections(t) == 1)
        .forEach(t -> single.putIfAbsent(label(t), t));
    if (single.isEmpty()) {
      return List.of();
    }
    List<String> header = new ArrayList<>(List.of("maxLifetime", "re-opens/h"));
    single.keySet().forEach(c -> header.addAll(List.of(c + " CPU s/h", "wall s/h")));
    MarkdownTable table = MarkdownTable.of(header, 0);
    for (Duration life : PoolLifetime.LIFETIMES) {
      List<String> cells = new ArrayList<>(List.of(PoolLifetime.label(life),
          Measured.number(PoolLifetime.reopensPerHour(poolSize, life))));
      single.values().forEach(t -> cells.addAll(cost(t, poolSize, life)));
      table.row(cells);
    }
    List<String> lines = new ArrayList<>(List.of("", "maxLifetime recycling, pool of " + poolSize
        + " (re-opens scale with the pool size; CPU as a share of one core):", ""));
    lines.addAll(table.lines());
    return lines;
  }

  private static List<String> cost(Trial t, int poolSize, Duration life) {
    Measured cpu = PoolLifetime.secondsPerHour(poolSize, life,
        PoolFigures.CPU_PER_CONNECTION_MS.of(t));
    Measured wall = PoolLifetime.secondsPerHour(poolSize, life, PoolFigures.STORM_MS.of(t));
    return List.of(cpu.plain() + " (" + PoolLifetime.percentOfACore(cpu).plain() + " %)",
        wall.plain());
  }

  /* The crypto setting, and the server model when the storm ran against one. */
  private static String label(Trial t) {
    String server = PoolServer.label(t);
    return server.isEmpty() ? Crypto.label(t) : Crypto.label(t) + ", " + server;
  }

  /* Against a model with connect CPU: the connects queue for its CPUs, so the storm cannot end
   * sooner than ceil(n / K) connects one after another. */
  private static String queued(Trial t) {
    int n = PoolFigures.connections(t);
    return PoolServer.stormBoundMs(t, n).stream().mapToObj(ms -> "; the connects queue for the"
        + " model's " + PoolServer.cpus(t).orElseThrow() + " server CPUs: at least "
        + Measured.number(ms) + " ms (ceil(" + n + " / K) connects' server CPU one after"
        + " another)").findFirst().orElse("");
  }

  boolean isEmpty() {
    return storms.isEmpty();
  }

  private static boolean nneOn(Trial t) {
    return !Crypto.unencrypted(t) || !Crypto.unchecked(t);
  }
}
