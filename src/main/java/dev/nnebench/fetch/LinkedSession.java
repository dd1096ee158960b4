package dev.nnebench.fetch;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.link.MeasuredRtt;
import dev.nnebench.link.WireTally;
import dev.nnebench.scenario.Calibration;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.LinkedTarget;
import dev.nnebench.target.SduAsked;
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
    return open(scenario, target, link, SduAsked.DRIVERS_OWN);
  }

  /**
   * Opens {@code scenario} on {@code target} over {@code link}, asking for {@code sdu} bytes
   * ({@link SduAsked#DRIVERS_OWN}: the driver's own); a session that negotiated another SDU
   * than asked is refused, as one with other crypto is.
   */
  public static LinkedSession open(Scenario scenario, Target target, LinkSpec link, int sdu) {
    if (!link.emulated()) {
      return new LinkedSession(requireSdu(Connector.open(scenario, SduAsked.on(target, sdu)),
          sdu), Optional.empty(), Optional.empty());
    }
    LinkedTarget linked = LinkedTarget.over(target, link);
    Session session = null;
    try {
      session = requireSdu(Connector.open(scenario, SduAsked.on(linked.target(), sdu)), sdu);
      MeasuredRtt rtt = LinkProbe.measureSettled(linked, session.connection());
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

  /* A driver that does not report its SDU (-1) cannot be checked; it is recorded as unknown. */
  private static Session requireSdu(Session session, int sdu) {
    int got = session.negotiated().sdu();
    if (sdu == SduAsked.DRIVERS_OWN || got < 0 || got == sdu) {
      return session;
    }
    closeQuietly(session);
    throw new NnebenchException(ExitCodes.CONNECT, "asked for SDU " + sdu + " bytes but the"
        + " session negotiated " + got + " (the server's limit is lower); raise the server's"
        + " DEFAULT_SDU_SIZE or ask for at most " + got);
  }

  /** This session with {@code added} burned after each chunk of rows it reads. */
  public LinkedSession calibrated(Calibration added) {
    return new LinkedSession(session.calibrated(added), linked, rtt);
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
