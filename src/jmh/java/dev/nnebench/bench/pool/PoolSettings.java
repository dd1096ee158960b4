package dev.nnebench.bench.pool;

import com.zaxxer.hikari.HikariConfig;
import java.util.Properties;
import javax.sql.DataSource;

/**
 * HikariCP configured the way its README recommends, for a pool of {@code size} connections:
 * a fixed-size pool (minimumIdle = maximumPoolSize, "for maximum performance and responsiveness
 * to spike demands"), connectionTimeout and maxLifetime set explicitly at their defaults (30 s,
 * 30 min; a trial lasts seconds, so nothing is recycled while it measures), no pool-side
 * statement cache (HikariCP has none and calls one an anti-pattern) but the driver's own: the
 * Oracle driver's implicit statement cache, which Oracle recommends always enabling.
 */
final class PoolSettings {
  /** The Oracle driver's connection property for its implicit statement cache. */
  static final String STATEMENT_CACHE_PROPERTY = "oracle.jdbc.implicitStatementCacheSize";
  /* Holds the few statements a connection repeats; the benchmark repeats one. */
  static final int STATEMENT_CACHE_SIZE = 20;
  static final long CONNECTION_TIMEOUT_MS = 30_000;
  static final long MAX_LIFETIME_MS = 1_800_000;

  private PoolSettings() {}

  /** The driver properties with the implicit statement cache turned on. */
  static Properties withStatementCache(Properties driverProperties) {
    Properties p = (Properties) driverProperties.clone();
    p.setProperty(STATEMENT_CACHE_PROPERTY, Integer.toString(STATEMENT_CACHE_SIZE));
    return p;
  }

  /** A fixed pool of {@code size} connections over {@code source}. */
  static HikariConfig config(DataSource source, String name, int size) {
    HikariConfig config = new HikariConfig();
    config.setDataSource(source);
    config.setPoolName(name);
    config.setMaximumPoolSize(size);
    config.setMinimumIdle(size);
    config.setConnectionTimeout(CONNECTION_TIMEOUT_MS);
    config.setMaxLifetime(MAX_LIFETIME_MS);
    return config;
  }

  /** Every setting that decides how the pool behaves, as one recorded value. */
  static String describe(HikariConfig c) {
    return "maximumPoolSize=" + c.getMaximumPoolSize() + " minimumIdle=" + c.getMinimumIdle()
        + " connectionTimeout=" + c.getConnectionTimeout() + "ms maxLifetime="
        + c.getMaxLifetime() + "ms idleTimeout=" + c.getIdleTimeout() + "ms keepaliveTime="
        + c.getKeepaliveTime() + "ms validationTimeout=" + c.getValidationTimeout()
        + "ms autoCommit=" + c.isAutoCommit() + " " + STATEMENT_CACHE_PROPERTY + "="
        + STATEMENT_CACHE_SIZE;
  }
}
