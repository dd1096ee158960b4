package dev.nnebench.diagnose.sweep;

import dev.nnebench.cell.Cell;
import dev.nnebench.diagnose.query.FetchBounds;
import dev.nnebench.results.Benchmark;
import dev.nnebench.target.TargetOptions;
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
}
