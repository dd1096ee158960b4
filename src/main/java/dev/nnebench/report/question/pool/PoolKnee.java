package dev.nnebench.report.question.pool;

import dev.nnebench.cell.Facts;
import dev.nnebench.fetch.ServerCharges;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.report.figure.PoolCurve;
import dev.nnebench.report.figure.PoolHold;
import dev.nnebench.report.figure.PoolModel;
import dev.nnebench.report.figure.PoolServer;
import dev.nnebench.results.Trial;
import java.util.Locale;
import java.util.Optional;

/**
 * Why the recommended pool is the size it is, when the curve ran against a server MODEL or a
 * database whose CPUs are known: the hold time of a borrow split into its measured parts, the
 * knee they imply (server CPUs x the hold without the line for a CPU / server CPU per borrow),
 * and the two published rules of thumb for the same CPUs beside it.
 */
final class PoolKnee {
  /* The double has no disks: HikariCP's effective spindle count is 0 for a cached data set. */
  private static final int SPINDLES = 0;
  private static final int UCP_MOST_PER_CORE = 10;

  private PoolKnee() {}

  /** The line for a curve whose recommended pool ran against the model; empty otherwise. */
  static String line(PoolModel model) {
    PoolCurve c = model.curve();
    PoolCurve.Point p = c.recommended().orElseThrow();
    PoolHold h = PoolHold.of(p.trial());
    int k = model.cpus();
    double knee = model.knee().orElseThrow();
    return "- **Why poolSize " + p.poolSize() + "** (" + c.label() + ", " + c.threads()
        + " threads): there a borrow held its connection "
        + h.hold().with("ms") + ": server CPU " + ms(h.serverCpu().value()) + ", in line for a"
        + " server CPU " + ms(h.serverQueue().value()) + ", server waits "
        + ms(h.serverWait().value()) + ", the link " + ms(h.linkMs()) + " (round trips x the"
        + " measured RTT), client CPU " + ms(h.clientCpu().value()) + ", the rest "
        + ms(h.rest()) + "; between borrows a returned connection waited " + ms(h.handOff())
        + " to be taken again (the hand-off to a waiting thread; Little's law: poolSize /"
        + " fetches/s - hold). The knee these imply: " + k + " CPUs" + source(model) + " x "
        + ms(h.unqueued())
        + " (a connection's cycle less its time in line) / " + ms(h.serverCpu().value())
        + " server CPU = **"
        + Measured.number(knee) + " connections**"
        + (model.recommendedAtKnee() ? "; the recommended pool lies within one connection (or "
        + pct(PoolModel.KNEE_SLACK) + ") of it." : "; ⚠ the recommended pool is further than"
        + " one connection (or " + pct(PoolModel.KNEE_SLACK) + ") from it"
        + (model.modelled() ? ": see the model check below." : "."))
        + " " + rulesOfThumb(k, model.modelled()) + " Neither knows the hold time: the knee grows"
        + " with it. p99 " + p.p99().with("ms") + ", waiting to borrow " + p.waitMs().with("ms")
        + " on average.";
  }

  /**
   * The line for a curve on a database whose CPUs are known but whose views were refused: the
   * rules of thumb for its CPUs, and why no knee; empty where neither applies.
   */
  static Optional<String> withoutServerTime(PoolCurve c) {
    Trial first = c.points().get(0).trial();
    Optional<PoolServer.DatabaseCpus> cpus = PoolServer.databaseCpus(first);
    if (cpus.isEmpty() || c.recommended().isEmpty()) {
      return Optional.empty();
    }
    String refused = first.observed().text(Facts.SERVER_VIEWS_REFUSED);
    return Optional.of("- **poolSize " + c.recommended().get().poolSize() + "** (" + c.label()
        + ", " + c.threads() + " threads), on a database of " + cpus.get().cpus() + " CPUs ("
        + cpus.get().from() + "): " + rulesOfThumb(cpus.get().cpus(), false) + " The knee K x"
        + " (S + Z) / S needs the server CPU per borrow, which its views did not give"
        + (refused.isEmpty() ? "" : " (" + refused + ")") + ": as SYS, "
        + ServerCharges.grant("the user") + ", and run again.");
  }

  private static String source(PoolModel model) {
    return model.cpusFrom().map(f -> " (" + f + ")").orElse("");
  }

  private static String rulesOfThumb(int k, boolean modelled) {
    return "Rules of thumb for " + k + " cores: HikariCP's (cores x 2) + effective spindles = "
        + (modelled ? (k * 2 + SPINDLES) + " (no spindles: the model's data is cached)"
        : (k * 2) + " + the database's effective spindles") + "; Oracle UCP's 1-"
        + UCP_MOST_PER_CORE + " per core = " + k + "-" + k * UCP_MOST_PER_CORE + ".";
  }

  static String ms(double v) {
    return Measured.number(v) + " ms";
  }

  static String pct(double fraction) {
    return String.format(Locale.ROOT, "%.1f %%", fraction * 100);
  }
}
