package dev.nnebench.target;

import dev.nnebench.nne.KeySchedule;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.scenario.Scenario;
import java.util.Optional;

/**
 * The target it views, reached another way (over another transport, through a relay, by a
 * rewritten URL): same server, user, password, key schedule and refusals. Closing it does
 * nothing: the viewed target's opener owns the server (and any relay).
 */
abstract class TargetView implements Target {
  final Target base;

  TargetView(Target base) {
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
  public Optional<NneLevel> serverLevel() {
    return base.serverLevel();
  }

  @Override
  public Optional<CpuPlacement> placement() {
    return base.placement();
  }

  @Override
  public Optional<String> refusal(Scenario scenario) {
    return base.refusal(scenario);
  }

  @Override
  public void close() {
    // the viewed target's opener owns the server and any relay
  }
}
