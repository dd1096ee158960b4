package dev.nnebench.target;

import dev.nnebench.nne.KeySchedule;
import dev.nnebench.scenario.Scenario;
import java.util.Map;
import java.util.Optional;

/**
 * A target reached another way: through a relay on 127.0.0.1 (the counting relay, an emulated
 * link), by a rewritten URL (an SDU asked in a descriptor) or with client properties added (a LOB
 * prefetch asked). The same user, password, key schedule and refusals; its description says how.
 * Closing it closes nothing: whoever opened the target and the relay closes them.
 *
 * @param target the target behind the relay
 * @param url the URL pointing at the relay (or the rewritten one)
 * @param via how it is reached, for the description, e.g. {@code through the counting relay}
 * @param extra client properties every connection adds to the target's own
 */
public record RelayedTarget(Target target, String url, String via, Map<String, String> extra)
    implements Target {
  public RelayedTarget {
    extra = Map.copyOf(extra);
  }

  /** The target at another URL, with no properties of its own. */
  public RelayedTarget(Target target, String url, String via) {
    this(target, url, via, Map.of());
  }

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

  /* A relayed ezTLS view is still ezTLS: the negotiation check goes by it. */
  @Override
  public Transport transport() {
    return target.transport();
  }

  @Override
  public Map<String, String> connectionProperties() {
    Map<String, String> all = new java.util.LinkedHashMap<>(target.connectionProperties());
    all.putAll(extra);
    return all;
  }

  @Override
  public void close() {
    // the target and the relay belong to their opener
  }
}
