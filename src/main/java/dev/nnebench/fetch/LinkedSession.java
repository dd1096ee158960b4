package dev.nnebench.fetch;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.link.MeasuredRtt;
import dev.nnebench.link.WireTally;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.LinkedTarget;
import dev.nnebench.target.Target;
import java.sql.SQLException;
import java.util.Optional;

/**
 * A session over an emulated link, or straight to the target when the link is none: opened,
 * its round trip measured with the link off and on, and refused when the link did not add what
 * was asked (as a session that negotiated other crypto than asked is). Closing it closes the
 * session, then the link's relay.
 *
 * @param session the open session
 * @param linked the link it runs over, if any
 * @param rtt its round trip without and with the link, if any
 */
public record LinkedSession(Session session, Optional<LinkedTarget> linked,
    Optional<MeasuredRtt> rtt) implements AutoCloseable {

  /** Opens {@code scenario} on {@code target} over {@code link}. */
  public static LinkedSession open(Scenario scenario, Target target, LinkSpec link) {
    if (!link.emulated()) {
      return new LinkedSession(Connector.open(scenario, target), Optional.empty(),
          Optional.empty());
    }
    LinkedTarget linked = LinkedTarget.over(target, link);
    Session session = null;
    try {
      session = Connector.open(scenario, linked.target());
      MeasuredRtt rtt = LinkProbe.measure(linked, session.connection());
      if (!rtt.asAsked()) {
        throw new NnebenchException(ExitCodes.CONNECT, rtt.mismatch());
      }
      return new LinkedSession(session, Optional.of(linked), Optional.of(rtt));
    } catch (SQLException | RuntimeException e) {
      closeQuietly(session);
      linked.close();
      throw e instanceof RuntimeException r ? r : new NnebenchException(ExitCodes.CONNECT,
          "cannot time round trips over the emulated link: " + e.getMessage(), e);
    }
  }

  /** Bytes each way and round trips over the link so far; empty without a link. */
  public Optional<WireTally.Counts> counts() {
    return linked.map(LinkedTarget::counts);
  }

  @Override
  public void close() throws SQLException {
    try {
      session.close();
    } finally {
      linked.ifPresent(LinkedTarget::close);
    }
  }

  private static void closeQuietly(Session s) {
    if (s == null) {
      return;
    }
    try {
      s.close();
    } catch (SQLException ignored) {
      // already failing: the first failure is the one reported
    }
  }
}
