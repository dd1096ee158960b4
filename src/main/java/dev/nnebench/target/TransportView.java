package dev.nnebench.target;

import dev.nnebench.nne.KeySchedule;
import dev.nnebench.scenario.Scenario;
import java.util.Optional;

/**
 * The target it views, reached over another transport: same server, user, password, key
 * schedule and refusals. Closing it does nothing: the viewed target owns the server.
 */
abstract class TransportView implements Target {
  final Target base;

  TransportView(Target base) {
    this.base = base;
  }

  @Override
  public TargetKind kind() {
    return base.kind();
  }

  @Override
  public String user() {
    return base.user();
  }

  @Override
  public String password() {
    return base.password();
  }

  @Override
  public Optional<KeySchedule> keySchedule() {
    return base.keySchedule();
  }

  @Override
  public Optional<String> refusal(Scenario scenario) {
    return base.refusal(scenario);
  }

  @Override
  public void close() {
    // the viewed target owns the server
  }
}
