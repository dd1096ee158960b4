package dev.nnebench.diagnose.sweep;

import dev.nnebench.cell.Cell;
import dev.nnebench.diagnose.query.FetchBounds;
import dev.nnebench.fetch.RoundTripProbe;
import dev.nnebench.results.Benchmark;
import dev.nnebench.shape.Shape;
import dev.nnebench.target.TargetOptions;
import java.time.Duration;
import java.util.Optional;

/**
 * What every bench run of one diagnosis shares; each run adds the candidates it pairs with the
 * settings in force ({@link CandidateSweep}).
 *
 * @param preset the preset whose run settings (iterations, forks) the runs use
 * @param inForce the settings in force, the paired fetch's own side: the scenario, the emulated
 *     link and the transport
 * @param target where the forks connect
 * @param query the user's SQL, or empty to fetch {@code inForce}'s shape
 * @param bounds how long one fetch may run
 * @param queryRows the rows each fetch of a user's query reads (a shape's part is its own rows)
 */
public record Sweep(String preset, Cell inForce, TargetOptions target, Optional<String> query,
    FetchBounds bounds, long queryRows) {
  /** A sweep whose fetches read the whole result. */
  public Sweep(String preset, Cell inForce, TargetOptions target, Optional<String> query,
      FetchBounds bounds) {
    this(preset, inForce, target, query, bounds, Long.MAX_VALUE);
  }

  /**
   * The benchmark whose paired fetch measures the candidates: a user's query has one of its own,
   * with FetchThroughput's parameters.
   */
  Benchmark benchmark() {
    return query.isPresent() ? Benchmark.QUERY : Benchmark.FETCH;
  }

  /**
   * What each side of a fork does before measuring, with connects of {@code connect}: a shape's
   * fetch (FetchThroughput) probes its rows per round trip on a connection of its own, reading
   * what {@link RoundTripProbe} reads; a user's query is not probed.
   */
  public TrialTime.Setup setup(Duration connect) {
    if (benchmark() == Benchmark.QUERY) {
      return new TrialTime.Setup(connect, 0, 0);
    }
    Shape shape = inForce.scenario().shape();
    return new TrialTime.Setup(connect, 1, Math.min(shape.rows(),
        RoundTripProbe.rowsToRead(shape)));
  }
}
