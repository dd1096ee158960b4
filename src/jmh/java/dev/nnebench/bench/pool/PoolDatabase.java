package dev.nnebench.bench.pool;

import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.fetch.Connector;
import dev.nnebench.fetch.DatabaseCpus;
import dev.nnebench.run.fork.ForkTarget;
import java.sql.SQLException;
import java.util.Optional;

/**
 * What a pool trial on a url or container target learns of the database behind it, for the
 * knee its report explains the pool by: the database's CPUs (as the user gave them with {@code
 * --db-cpus}, else its cpu_count where the user may read V$PARAMETER) and the server time per
 * borrow from its views over the trial ({@link PoolServerSpan}), where readable. A refused view
 * is recorded with the first line of its error, so the report can name the grant.
 *
 * @param observed the facts to record: the CPUs and where they came from, or the refusal
 * @param span the views' span over the trial; null where they are refused
 */
record PoolDatabase(Observed observed, PoolServerSpan span) {
  /** Reads the CPUs and starts the span, before the pool's clients run. */
  static PoolDatabase start(FetchPool pool) {
    Observed observed = Observed.NONE;
    Optional<Integer> given = ForkTarget.givenDbCpus();
    Optional<Integer> cpus = given;
    try {
      cpus = given.isPresent() ? given : pool.withEveryConnection(c -> DatabaseCpus.read(c.get(0)));
    } catch (SQLException e) {
      observed = refused(observed, e);
    }
    if (cpus.isPresent()) {
      observed = observed.with(Facts.DB_CPUS, cpus.get()).withText(Facts.DB_CPUS_FROM,
          given.isPresent() ? "--db-cpus" : "cpu_count");
    }
    try {
      return new PoolDatabase(observed, PoolServerSpan.start(pool));
    } catch (SQLException e) {
      return new PoolDatabase(refused(observed, e), null);
    }
  }

  private static Observed refused(Observed observed, SQLException e) {
    return observed.withText(Facts.SERVER_VIEWS_REFUSED, Connector.firstLine(e));
  }
}
