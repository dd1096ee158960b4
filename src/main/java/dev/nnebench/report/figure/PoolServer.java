package dev.nnebench.report.figure;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Facts;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.ServerProfile;
import dev.nnebench.wire.load.ServerModel;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * The server MODEL a trial ran against (its {@code server} axis): how a curve names it and its
 * CPUs K. Empty for a trial without a model (the double answering at once, a real database).
 */
public final class PoolServer {
  private PoolServer() {}

  /** How a curve names the model, e.g. {@code server MODEL pool-k2}; empty without one. */
  public static String label(Trial t) {
    ServerProfile p = t.cell().get(Axes.SERVER);
    return p.isNone() ? "" : "server MODEL " + p.label();
  }

  /**
   * What a storm of {@code connections} connects must take at least on the model's CPUs: they
   * queue for its K CPUs, ceil(n / K) connects' CPU one after another, ms; empty without a model
   * or without connect CPU.
   */
  public static OptionalDouble stormBoundMs(Trial t, int connections) {
    ServerProfile p = t.cell().get(Axes.SERVER);
    if (p.isNone()) {
      return OptionalDouble.empty();
    }
    ServerModel m = ServerModel.parse(p.name(), p.spec());
    long cpu = m.connect().cpuNanos();
    return cpu == 0 ? OptionalDouble.empty() : OptionalDouble.of(
        Math.ceil((double) connections / m.cpus()) * cpu / 1e6);
  }

  /** K, the model's server CPUs; empty without a model. */
  public static OptionalInt cpus(Trial t) {
    return model(t).map(m -> OptionalInt.of(m.cpus())).orElse(OptionalInt.empty());
  }

  /**
   * The database's CPUs a pool trial on a url or container target recorded ({@code bench
   * --db-cpus}, or cpu_count), with where they came from; empty without them.
   */
  public static Optional<DatabaseCpus> databaseCpus(Trial t) {
    return t.observed().get(Facts.DB_CPUS).filter(k -> k > 0).map(k -> new DatabaseCpus(k,
        t.observed().text(Facts.DB_CPUS_FROM)));
  }

  /** A database's CPU count and where it came from ({@code --db-cpus}, {@code cpu_count}). */
  public record DatabaseCpus(int cpus, String from) {}

  /** The server MODEL the trial ran against; empty without one. */
  public static Optional<ServerModel> model(Trial t) {
    ServerProfile p = t.cell().get(Axes.SERVER);
    return p.isNone() ? Optional.empty() : Optional.of(ServerModel.parse(p.name(), p.spec()));
  }
}
