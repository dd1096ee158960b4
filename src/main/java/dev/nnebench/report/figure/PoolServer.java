package dev.nnebench.report.figure;

import dev.nnebench.results.Trial;
import java.util.OptionalInt;

/**
 * The server MODEL a pool trial ran against, as its rows carry it: the model's CPUs, recorded by
 * the pool benchmark beside the server time it charged (a count per window, so the report reads K
 * where it reads S). Empty for a trial without a model (the double answering at once, a real
 * database).
 */
public final class PoolServer {
  private static final String CPUS = "serverCpus";

  private PoolServer() {}

  /** K, the model's server CPUs; empty without a model. */
  public static OptionalInt cpus(Trial t) {
    double k = Figures.aux(t, CPUS).value();
    return Double.isFinite(k) && k >= 1 ? OptionalInt.of((int) Math.round(k)) : OptionalInt.empty();
  }
}
