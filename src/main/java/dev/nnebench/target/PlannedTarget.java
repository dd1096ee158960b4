package dev.nnebench.target;

import dev.nnebench.nne.KeySchedule;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.scenario.Scenario;
import java.util.Optional;

/**
 * The target a {@link TargetOptions} would start, not started: what a plan needs to know before
 * a multi-GB pull (which cells it refuses, which key schedule and transports it serves), for
 * {@code --dry-run}. It has no URL and cannot be connected to.
 */
final class PlannedTarget implements Target {
  private final TargetOptions options;

  PlannedTarget(TargetOptions options) {
    this.options = options;
  }

  @Override
  public TargetKind kind() {
    return options.kind();
  }

  @Override
  public String url() {
    throw new IllegalStateException("a planned target is not started and has no URL");
  }

  @Override
  public String user() {
    return options.user();
  }

  @Override
  public String password() {
    throw new IllegalStateException("a planned target is not started and needs no password");
  }

  @Override
  public String description() {
    String level = "(server NNE " + options.serverLevel() + ")";
    return switch (options.kind()) {
      case LOOPBACK -> "loopback double " + level + ", key schedule "
          + options.keySchedule().label();
      case CONTAINER -> ContainerTarget.describe(level);
      case URL -> "url " + options.url();
    };
  }

  @Override
  public Optional<KeySchedule> keySchedule() {
    return switch (options.kind()) {
      case LOOPBACK -> Optional.of(options.keySchedule());
      case CONTAINER -> Optional.of(KeySchedule.UPDATED);
      case URL -> Optional.empty();
    };
  }

  @Override
  public Optional<NneLevel> serverLevel() {
    return options.kind() == TargetKind.URL ? Optional.empty() : Optional.of(options.serverLevel());
  }

  @Override
  public Optional<String> refusal(Scenario scenario) {
    return Targets.refusalBeforeStart(options.kind(), scenario);
  }

  /* The loopback double always serves TCPS beside TCP; the others do not. */
  @Override
  public Optional<Target> over(Transport transport) {
    return transport == Transport.TCP || options.kind() == TargetKind.LOOPBACK
        ? Optional.of(this) : Optional.empty();
  }

  @Override
  public void close() {
    // nothing was started
  }
}
