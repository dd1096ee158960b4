package dev.nnebench.diagnose.network;

import dev.nnebench.stats.Interval;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * How many connections running this fetch at once the database's CPUs can serve before they queue
 * in it: a connection is held for the whole fetch (H ms) of which S ms are DB time, so K server
 * CPUs are busy at about K x H / S connections, the knee of a closed system's throughput
 * (server-time.md, queueing: N* = K(S+Z)/S). Beside it the rules of thumb users meet: Oracle UCP's
 * 1-10 connections per core, HikariCP's (2 x cores) + spindles. A hint from one fetch, not a pool
 * measurement (the pool preset measures one).
 *
 * @param cpus the database's CPUs K
 * @param cpuSource where K comes from (cpu_count, or --db-cpus)
 * @param holdMs the fetch's wall time: how long a connection is held
 * @param serverMs its DB time
 */
public record PoolHint(int cpus, String cpuSource, double holdMs, Interval serverMs) {
  /**
   * The hint for {@code split} with {@code given} CPUs (--db-cpus) or else the database's
   * cpu_count; empty without a CPU count or without DB time.
   */
  public static Optional<PoolHint> of(FetchSplit split, Optional<Integer> given,
      Optional<Integer> cpuCount) {
    Optional<Integer> cpus = given.or(() -> cpuCount);
    if (cpus.isEmpty() || split.serverMs().isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new PoolHint(cpus.get(), given.isPresent() ? "--db-cpus"
        : "cpu_count, V$PARAMETER", split.wallMs(), split.serverMs().get()));
  }

  /** K x H / S: the connections at which the database's CPUs are all busy with this fetch. */
  public double knee() {
    return cpus * holdMs / Math.max(serverMs.estimate(), 1e-9);
  }

  /** The lines diagnose prints. */
  public List<String> lines() {
    String knee = serverMs.estimate() <= 0 ? "no DB time measured: the database's CPUs do not"
        + " bound a pool for this fetch"
        : String.format(Locale.ROOT, "about %.0f connections running this fetch at once keep the"
            + " database's %d CPUs busy (%d x %,.0f ms held / %,.1f ms DB time); more queue in the"
            + " database and add to each fetch's time", knee(), cpus, cpus, holdMs,
            serverMs.estimate());
    return List.of(knee, String.format(Locale.ROOT, "Rules of thumb for %d CPUs (%s): Oracle UCP"
        + " 1-10 per core, %d-%d; HikariCP (2 x cores) + spindles, %d + spindles. A hint from one"
        + " fetch; the pool preset measures a pool.", cpus, cpuSource, cpus, 10 * cpus, 2 * cpus));
  }
}
