package dev.nnebench.diagnose.sweep;

import dev.nnebench.diagnose.query.FetchBounds;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.Transport;
import java.util.Optional;

/**
 * What every bench run of one diagnosis shares; each run adds the candidates it pairs with the
 * settings in force ({@link CandidateSweep}).
 *
 * @param preset the preset whose run settings (iterations, forks) the runs use
 * @param inForce the settings in force: the paired fetch's own side
 * @param link the emulated link in front of the target (NONE: none)
 * @param transport how the settings in force reach the target
 * @param target where the forks connect
 * @param query the user's SQL, or empty to fetch {@code inForce}'s shape
 * @param bounds how long one fetch may run
 */
public record Sweep(String preset, Scenario inForce, LinkSpec link, Transport transport,
    TargetOptions target, Optional<String> query, FetchBounds bounds) {}
