package dev.nnebench.target;

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
}
