package dev.nnebench.bench.params;

import dev.nnebench.bench.fork.ForkStart;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * What every connecting benchmark connects with: the driver, NNE's algorithms and the key
 * schedule of the loopback double. JMH records the {@code @Param}s of every state a benchmark
 * uses as the benchmark's own, under their own names, so results.csv's {@code param.NAME}
 * columns and a preset's {@code -p NAME=...} reach them as if each benchmark declared them.
 * Read as the trial's cell ({@link ForkStart}); the defaults are the smoke case, a preset
 * replaces them.
 */
@State(Scope.Benchmark)
public class ConnectParams {
  @Param("23")
  public String driver;

  @Param({"NONE", "AES256"})
  public String encryption;

  @Param({"NONE", "SHA256"})
  public String checksum;

  /* The runner starts the loopback double with the one schedule a run's cells ask for. */
  @Param("updated")
  public String keySchedule;

  /* A server MODEL behind the double; another than none makes the fork start its own. */
  @Param("none")
  public String server;
}
