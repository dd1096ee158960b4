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
    return switch (options.kind()) {
      case LOOPBACK -> LoopbackTarget.start(options);
      case CONTAINER -> ContainerTarget.start(options);
      case URL -> UrlTarget.of(options);
    };
  }

  /**
   * Why a kind of target cannot serve a scenario, known before it is opened (as {@link
   * Target#refusal} says once it is); empty when it can.
   */
  public static Optional<String> refusal(TargetKind kind, Scenario scenario) {
    return switch (kind) {
      case LOOPBACK -> LoopbackTarget.cannotServe(scenario);
      case CONTAINER, URL -> Optional.empty();
    };
  }
}
