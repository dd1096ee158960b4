package dev.nnebench.target;

import dev.nnebench.nne.KeySchedule;
import dev.nnebench.scenario.Scenario;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A target whose connections carry extra client properties (e.g. the LOB prefetch size): the
 * same URL, user, password and refusals. Closing it closes nothing: its opener owns the target.
 *
 * @param target the target itself
 * @param extra the properties every connection to it adds, by name
 */
public record PropertiedTarget(Target target, Map<String, String> extra) implements Target {
  public PropertiedTarget {
    extra = Map.copyOf(extra);
  }

  @Override
  public TargetKind kind() {
    return target.kind();
  }

  @Override
  public String url() {
    return target.url();
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
    return target.description();
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
    Map<String, String> all = new LinkedHashMap<>(target.connectionProperties());
    all.putAll(extra);
    return all;
  }

  @Override
  public void close() {
    // the target belongs to its opener
  }
}
