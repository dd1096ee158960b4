package dev.nnebench.target;

import dev.nnebench.nne.KeySchedule;
import dev.nnebench.scenario.Scenario;
import java.util.Map;
import java.util.Optional;

/**
 * A target reached through a relay on 127.0.0.1 (the counting relay, an emulated link): the same
 * user, password, key schedule and refusals, another URL, and its description says which relay.
 * Closing it closes nothing: whoever opened the target and the relay closes them.
 *
 * @param target the target behind the relay
 * @param url the URL pointing at the relay
 * @param via what the relay is, for the description, e.g. {@code through the counting relay}
 */
public record RelayedTarget(Target target, String url, String via) implements Target {
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
    return target.description() + " (" + via + ")";
  }

  @Override
  public Optional<KeySchedule> keySchedule() {
    return target.keySchedule();
  }

  @Override
  public Optional<String> refusal(Scenario scenario) {
    return target.refusal(scenario);
  }

  @Override
  public Map<String, String> connectionProperties() {
    return target.connectionProperties();
  }

  @Override
  public void close() {
    // the target and the relay belong to their opener
  }
}
