package dev.nnebench.target;

import dev.nnebench.link.LinkRelay;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.link.WireTally;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * A target behind an emulated link: a {@link LinkRelay} on 127.0.0.1 in front of the target's
 * host and port, on top of whatever the path to it already has. It counts what crosses it, so a
 * fetch over it knows its round trips. Closing it closes the relay, not the target.
 */
public final class LinkedTarget implements AutoCloseable {
  private final LinkRelay relay;
  private final Target target;

  private LinkedTarget(LinkRelay relay, Target target) {
    this.relay = relay;
    this.target = target;
  }

  /**
   * {@code target} over {@code link}. Throws IllegalArgumentException when the target's URL has
   * several addresses or is an LDAP URL, whose address a relay cannot stand in for.
   */
  public static LinkedTarget over(Target target, LinkSpec link) {
    ThinUrl url = ThinUrl.parse(target.url()).orElseThrow(() -> new IllegalArgumentException(
        "an emulated link needs a URL with one host and port (jdbc:oracle:thin:@//host:port/"
            + "SERVICE or a descriptor with one ADDRESS); give --url in that form or leave --rtt"
            + " and --bandwidth out"));
    LinkRelay relay = LinkRelay.start(url.host(), url.port(), link);
    return new LinkedTarget(relay, new RelayedTarget(target, url.via(relay.port()),
        "over an emulated link: " + link.describe()));
  }

  /** The target as reached over the link. */
  public Target target() {
    return target;
  }

  public LinkSpec link() {
    return relay.link();
  }

  /** Turns the link's delays off or back on (see {@link LinkRelay#pace}). */
  public void pace(boolean on) {
    relay.pace(on);
  }

  /** Bytes each way and round trips over the link so far, all connections together. */
  public WireTally.Counts counts() {
    return relay.counts();
  }

  @Override
  public void close() {
    try {
      relay.close();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot close the link relay: " + e.getMessage(), e);
    }
  }
}
