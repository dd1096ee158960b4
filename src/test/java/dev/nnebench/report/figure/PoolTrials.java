package dev.nnebench.report.figure;

import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Columns;
import dev.nnebench.results.Trial;
import java.util.Arrays;
import java.util.stream.Collectors;

/** PoolThroughput and ConnectStorm rows for report tests, with five measured iterations. */
public final class PoolTrials {
  /* A little scatter, no trend; the same pattern in every trial. */
  private static final double[] WOBBLE = {1.00, 1.01, 0.99, 1.02, 0.98};
  private static final double WINDOW = 1e9;

  private PoolTrials() {}

  /** A pool cell: {@code perSecond} fetches in each 1 s window, p50/p99/wait in ms. */
  public static Trial pool(String encryption, String checksum, int threads, int poolSize,
      double perSecond, double p50, double p99, double waitMs) {
    return Trials.of(Benchmark.POOL.text(), perSecond / threads, 1, "param.driver", "23",
        "param.encryption", encryption, "param.checksum", checksum,
        "param.threads", Integer.toString(threads), "param.poolSize", Integer.toString(poolSize),
        Trial.TARGET, "loopback 127.0.0.1:1521 ACCEPTED, key schedule updated", Trial.CPUS, "2",
        Trial.NEGOTIATED + "cpus.client", "0", Trial.NEGOTIATED + "cpus.double", "1",
        Trial.NEGOTIATED + "hikari", "maximumPoolSize=" + poolSize + " minimumIdle=" + poolSize
            + " connectionTimeout=30000ms maxLifetime=1800000ms",
        Trial.SERIES + "aux.fetches", series(perSecond),
        Trial.SERIES + "aux.windowNanos", series(WINDOW, false),
        Trial.SERIES + "aux.latencyP50Nanos", series(p50 * 1e6),
        Trial.SERIES + "aux.latencyP99Nanos", series(p99 * 1e6),
        Trial.SERIES + "aux.waitNanos", series(waitMs * 1e6 * perSecond));
  }

  /** {@code trial} as run over an emulated link of {@code rtt}. */
  public static Trial linked(Trial trial, String rtt) {
    java.util.Map<String, String> fields = new java.util.LinkedHashMap<>(trial.fields());
    fields.put("param.rtt", rtt);
    fields.put("param.bandwidth", "unlimited");
    return new Trial(fields);
  }

  /** {@code trial} with the link bound counter: {@code perSecond} fetches/s at most. */
  public static Trial linkBound(Trial trial, double perSecond) {
    return trial.with(Trial.SERIES + "aux.linkBoundFetches", series(perSecond, false));
  }

  /**
   * {@code trial} as run against server profile {@code server}: per borrow, {@code holdMs} held,
   * of it {@code serverCpuMs} server CPU and {@code queueMs} in line for a CPU, and
   * {@code clientCpuMs} of the fetching thread's CPU.
   */
  public static Trial served(Trial trial, String server, double holdMs, double serverCpuMs,
      double queueMs, double clientCpuMs) {
    double fetches = trial.series(Columns.aux("fetches")).orElseThrow().pooled()[0];
    return trial.with("param.server", server)
        .with(Trial.NEGOTIATED + "server.cpuMsPerFetch", Double.toString(serverCpuMs))
        .with(Trial.NEGOTIATED + "server.queueMsPerFetch", Double.toString(queueMs))
        .with(Trial.NEGOTIATED + "server.waitMsPerFetch", "0")
        .with(Trial.SERIES + "aux.holdNanos", series(holdMs * 1e6 * fetches))
        .with(Trial.SERIES + "aux.cpuNanos", series(clientCpuMs * 1e6 * fetches));
  }

  /** A storm of {@code n} taking {@code ms} with {@code cpuMs} client CPU per connection. */
  public static Trial storm(String encryption, String checksum, int n, double ms, double cpuMs) {
    return Trials.of(Benchmark.STORM.text(), ms, 0.1, "param.driver", "23",
        "param.encryption", encryption, "param.checksum", checksum,
        "param.connections", Integer.toString(n), Trial.TARGET, "loopback 127.0.0.1:1521",
        Trial.SERIES + "aux.stormNanos", series(ms * 1e6),
        Trial.SERIES + "aux.storms", series(1, false),
        Trial.SERIES + "aux.cpuNanos", series(cpuMs * 1e6 * n),
        Trial.SERIES + "aux.connections", series(n, false));
  }

  private static String series(double centre) {
    return series(centre, true);
  }

  private static String series(double centre, boolean wobble) {
    return Arrays.stream(WOBBLE).mapToObj(w -> Double.toString(centre * (wobble ? w : 1)))
        .collect(Collectors.joining(" "));
  }
}
