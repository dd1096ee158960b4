package dev.nnebench.diagnose;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.fetch.Connector;
import dev.nnebench.fetch.Session;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.Target;
import java.io.IOException;
import java.sql.SQLException;
import java.util.Optional;

/**
 * The profiling fetch: one connection through the counting relay on 127.0.0.1 (when the URL's
 * host and port can be read), the query read once under the bounds, the bytes and round trips
 * from the execute to the last row taken from the relay.
 */
final class ProfileRun {
  private ProfileRun() {}

  static WireProfile run(Target target, Scenario scenario, String sql, FetchBounds bounds) {
    Optional<ThinUrl> url = ThinUrl.parse(target.url());
    if (url.isEmpty()) {
      return new WireProfile(profile(target, scenario, sql, bounds), Optional.empty(),
          "not counted: the URL is not of the form @//host:port/SERVICE, so no relay");
    }
    try (ByteRelay relay = ByteRelay.start(url.get().host(), url.get().port())) {
      Target relayed = new RelayedTarget(target, url.get().via(relay.port()));
      WireTally.Counts[] before = new WireTally.Counts[1];
      ResultProfile result =
          profile(relayed, scenario, sql, bounds, () -> before[0] = relay.counts());
      return new WireProfile(result, Optional.of(relay.counts().minus(before[0])), "");
    } catch (IOException e) {
      throw new NnebenchException(ExitCodes.SOFTWARE, "cannot close the counting relay: "
          + e.getMessage(), e);
    }
  }

  private static ResultProfile profile(Target t, Scenario s, String sql, FetchBounds bounds) {
    return profile(t, s, sql, bounds, () -> { });
  }

  /* {@code connected} runs between logon and execute: where the relay's count starts. */
  private static ResultProfile profile(Target t, Scenario s, String sql, FetchBounds bounds,
      Runnable connected) {
    try (Session session = Connector.open(s, t)) {
      connected.run();
      return Profiler.profile(session.connection(), sql, s.fetchSize(), bounds);
    } catch (SQLException e) {
      throw SqlFailures.of(e, t.description(), bounds);
    }
  }
}
