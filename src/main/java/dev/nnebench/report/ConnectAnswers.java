package dev.nnebench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The answers from ConnectCost: what the key exchange costs and what a pool saves. */
final class ConnectAnswers {
  static final String OPEN = "ConnectCost.open";
  static final String POOLED = "ConnectCost.pooled";
  private static final String MAIN = CryptoAnswers.MAIN;

  private final List<Trial> trials;

  ConnectAnswers(List<Trial> trials) {
    this.trials = trials;
  }

  List<String> connect() {
    List<String> bullets = new ArrayList<>(Comparison.within(OPEN, MAIN,
        t -> !FetchAnswers.isNone(t, FetchAnswers.ENCRYPTION),
        Map.of(FetchAnswers.ENCRYPTION, FetchAnswers.NONE, FetchAnswers.CHECKSUM,
            FetchAnswers.NONE), Figures::score)
        .bullets(trials, "open+close time vs no NNE"));
    bullets.addAll(new Comparison(OPEN, MAIN, t -> true, POOLED, MAIN, Map.of(),
        Figures::score).bullets(trials, "open+close time vs pooled getConnection+close"));
    return Section.of("Connect cost with and without a pool",
        "Opening a connection includes the NNE key exchange; a HikariCP pool of the same"
            + " settings pays it once, so borrowing is what an application sees per request.",
        bullets, "ConnectCost did not run (it needs a target that accepts logins).");
  }
}
