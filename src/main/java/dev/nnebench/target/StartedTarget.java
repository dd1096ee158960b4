package dev.nnebench.target;

import dev.nnebench.nne.NneLevel;
import java.util.Optional;

/**
 * A target nnebench starts itself (the loopback double, the container): it serves the user and
 * password of the options it was started with, at the server NNE level they name.
 */
abstract class StartedTarget implements Target {
  private final TargetOptions options;

  StartedTarget(TargetOptions options) {
    this.options = options;
  }

  @Override
  public final String user() {
    return options.user();
  }

  @Override
  public final String password() {
    return options.password();
  }

  @Override
  public final Optional<NneLevel> serverLevel() {
    return Optional.of(options.serverLevel());
  }

  /** The options it was started with. */
  final TargetOptions options() {
    return options;
  }

  /** The server side's NNE level, as descriptions show it, e.g. {@code (server NNE ACCEPTED)}. */
  final String serverNne() {
    return "(server NNE " + options.serverLevel() + ")";
  }
}
