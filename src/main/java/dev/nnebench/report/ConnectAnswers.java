package dev.nnebench.report;

import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The answers from ConnectCost: what the key exchange costs and what a pool saves. */
final class ConnectAnswers {
  private static final String MAIN = LegName.MAIN.text();
  private static final double MICROS_PER_MILLI = 1000;

  private final List<Trial> trials;

  ConnectAnswers(List<Trial> trials) {
    this.trials = trials;
  }

  /** Per setting: what an open costs and what borrowing from the pool costs instead. */
  private List<String> pooled() {
    List<Trial> opens = trials.stream()
        .filter(t -> t.benchmark().equals(BenchmarkName.OPEN) && t.leg().equals(MAIN)).toList();
    var varying = Labels.varying(opens);
    CounterpartFinder peers = new CounterpartFinder(trials);
    List<String> lines = new ArrayList<>();
    for (Trial open : opens) {
      peers.of(open, BenchmarkName.POOLED, MAIN, Map.of()).ifPresent(pooled -> lines.add("- "
          + Labels.of(open, varying) + ": open+close "
          + (Figures.paired(open) ? Figures.OPEN_MS : Figures.SCORE).of(open).with("ms")
          + "; from the pool " + Figures.score(pooled).times(MICROS_PER_MILLI).with("µs")));
    }
    return lines;
  }

  List<String> connect(List<Answer> answers) {
    List<String> bullets = new ArrayList<>(answers.stream()
        .filter(h -> h.question().equals(Answers.CONNECT))
        .map(h -> "- " + h.label() + ": open+close time vs no NNE **" + h.shown() + "**")
        .toList());
    bullets.addAll(pooled());
    return Section.of("Connect cost with and without a pool",
        "Opening a connection includes the NNE key exchange; a HikariCP pool of the same"
            + " settings pays it once, so borrowing is what an application sees per request.",
        bullets, "ConnectCost did not run (it needs a target that accepts logins).");
  }
}
