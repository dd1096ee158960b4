package dev.nnebench.report.figure;

import dev.nnebench.results.Columns;
import dev.nnebench.results.Trial;
import dev.nnebench.stats.Series;
import java.util.OptionalInt;

/**
 * The server MODEL a pool trial ran against, as its rows carry it: the model's CPUs, recorded by
 * the pool benchmark beside the server time it charged (the same count in every window: JMH sums
 * a counter over the iterations, so K is read from the per-iteration values). Empty for a trial without a model (the double answering at once, a real
 * database).
 */
public final class PoolServer {
  private static final String CPUS = "serverCpus";

  private PoolServer() {}

  /** How a curve names the model, e.g. {@code server MODEL of 2 CPUs}; empty without one. */
  public static String label(Trial t) {
    OptionalInt k = cpus(t);
    return k.isPresent() ? "server MODEL of " + k.getAsInt() + " CPUs" : "";
  }

  /** K, the model's server CPUs; empty without a model. */
  public static OptionalInt cpus(Trial t) {
    double k = t.series(Columns.aux(CPUS)).map(Series::centre).orElse(Double.NaN);
    return Double.isFinite(k) && k >= 1 ? OptionalInt.of((int) Math.round(k)) : OptionalInt.empty();
  }
}
