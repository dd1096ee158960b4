package dev.nnebench.target;

import dev.nnebench.scenario.Scenario;
import java.util.Optional;

/** Opens the target a {@link TargetOptions} names. */
public final class Targets {
  private Targets() {}

  /**
   * Starts (loopback, container) or resolves (url) a target. Failures are NnebenchExceptions
   * with exit code TARGET (or USAGE for missing settings) and a one-line reason.
   */
  public static Target open(TargetOptions options) {
    return HeldTargets.open(options, Targets::start).orElseGet(() -> start(options));
  }

  private static Target start(TargetOptions options) {
    return switch (options.kind()) {
      case LOOPBACK -> LoopbackTarget.start(options);
      case CONTAINER -> ContainerTarget.start(options);
      case URL -> UrlTarget.of(options);
    };
  }

  /**
   * Why the target {@code options} names cannot serve {@code scenario}, known before anything
   * starts (the container's algorithms); the loopback double serves every algorithm and a URL's
   * server decides for itself.
   */
  public static Optional<String> refusalBeforeStart(TargetKind kind, Scenario scenario) {
    return kind == TargetKind.CONTAINER ? ContainerTarget.refusalOf(scenario) : Optional.empty();
  }

  /**
   * The target {@code options} names, described but not started: for plans made before anything
   * starts ({@code --dry-run}). It refuses what the started one would refuse before connecting.
   */
  public static Target planned(TargetOptions options) {
    return new PlannedTarget(options);
  }
}
