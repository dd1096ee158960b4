package dev.nnebench.target;

import java.util.Properties;

/**
 * A target reached another way: through a relay on 127.0.0.1 (the counting relay, an emulated
 * link), by a rewritten URL (an SDU asked in a descriptor) or with client properties added (a LOB
 * prefetch asked): {@code url} points at the relay (or is the rewritten one), {@code via} says
 * how it is reached for the description (e.g. {@code through the counting relay}), {@code extra}
 * holds client properties every connection adds to the target's own.
 */
public final class RelayedTarget extends TargetView {
  private final String url;
  private final String via;
  private final Properties extra;

  public RelayedTarget(Target target, String url, String via, Properties extra) {
    super(target);
    this.url = url;
    this.via = via;
    this.extra = (Properties) extra.clone();
  }

  /** The target at another URL, with no properties of its own. */
  public RelayedTarget(Target target, String url, String via) {
    this(target, url, via, new Properties());
  }

  @Override
  public String url() {
    return url;
  }

  @Override
  public String description() {
    return base.description() + " (" + via + ")";
  }

  /* A relayed ezTLS view is still ezTLS: the negotiation check goes by it. */
  @Override
  public Transport transport() {
    return base.transport();
  }

  @Override
  public Properties connectionProperties() {
    Properties all = base.connectionProperties();
    all.putAll(extra);
    return all;
  }
}
