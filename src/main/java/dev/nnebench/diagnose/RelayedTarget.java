package dev.nnebench.diagnose;

import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.Target;
import dev.nnebench.target.TargetKind;
import java.util.Optional;

/**
 * A target reached through the counting relay: the same user, password and refusals, another
 * URL. Closing it closes nothing: whoever opened the target closes it.
 */
record RelayedTarget(Target target, String url) implements Target {
  @Override
  public TargetKind kind() {
    return target.kind();
  }

  @Override
  public String user() {
    return target.user();
  }

  @Override
  public String password() {
    return target.password();
  }

  @Override
  public String description() {
    return target.description() + " (through the counting relay)";
  }

  @Override
  public Optional<String> refusal(Scenario scenario) {
    return target.refusal(scenario);
  }

  @Override
  public void close() {
    // the target belongs to its opener
  }
}
