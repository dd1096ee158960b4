package dev.nnebench.diagnose.network;

import dev.nnebench.diagnose.profile.InForce;
import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.fetch.Connector;
import dev.nnebench.fetch.LinkedSession;
import dev.nnebench.fetch.Session;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.Target;
import java.sql.SQLException;

/**
 * What the first connection, opened as the application opens it (over the emulated link, if
 * any), learns: the settings in force and the RTT to the target.
 */
public record FirstConnection(InForce inForce, TargetRtt rtt) {
  /*
   * The link is checked as fetch checks it (the RTT it adds is the one asked), then the whole
   * round trip to the target is timed on the same connection.
   */
  public static FirstConnection open(Scenario s, Target target, LinkSpec link) {
    try (LinkedSession linked = LinkedSession.open(s, target, link)) {
      Session session = linked.session();
      return new FirstConnection(InForce.of(session), rtt(session, target));
    } catch (SQLException e) {
      throw new NnebenchException(ExitCodes.CONNECT, "cannot close the first connection to "
          + target.description() + ": " + Connector.firstLine(e), e);
    }
  }

  private static TargetRtt rtt(Session session, Target target) {
    try {
      return Pings.on(session.connection());
    } catch (SQLException e) {
      throw new NnebenchException(ExitCodes.CONNECT, "cannot time round trips to "
          + target.description() + ": " + Connector.firstLine(e), e);
    }
  }
}
