package dev.nnebench.diagnose.profile;

import dev.nnebench.diagnose.query.FetchBounds;
import dev.nnebench.diagnose.query.Profiler;
import dev.nnebench.diagnose.query.ResultProfile;
import dev.nnebench.diagnose.query.SqlFailures;
import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.fetch.Connector;
import dev.nnebench.fetch.Session;
import dev.nnebench.link.LinkRelay;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.link.WireTally;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.RelayedTarget;
import dev.nnebench.target.Target;
import dev.nnebench.target.ThinUrl;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;

/**
 * The profiling fetch: one connection through the counting relay on 127.0.0.1 (when the URL's
 * host and port can be read; it is the emulated link too when one is asked), the query read once
 * under the bounds, the bytes and round trips from the execute to the last row and the time that
 * took taken from the relay, the fetching thread's CPU in it and, where the user may read them,
 * the server's account of it from its session's views.
 */
public final class ProfileRun {
  /* What one profiling pass read, the server's account of it, and the fetching thread's CPU from
   * the execute to the last row. */
  private record Pass(ResultProfile result, ServerTime server, long cpuNanos) {}
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private ProfileRun() {}

  /** Profiles {@code sql} on {@code target} over {@code link} (NONE: only counted). */
  public static WireProfile run(Target target, Scenario scenario, String sql, FetchBounds bounds,
      LinkSpec link) {
    Optional<ThinUrl> url = ThinUrl.parse(target.url());
    if (url.isEmpty()) {
      long[] nanos = new long[2];
      Pass pass = profile(target, scenario, sql, bounds, () -> nanos[0] = System.nanoTime(),
          () -> nanos[1] = System.nanoTime());
      return new WireProfile(pass.result(), Optional.empty(),
          "not counted: the URL names no single host and port (several addresses, or LDAP), so no"
              + " relay",
          pass.server(), nanos[1] - nanos[0], pass.cpuNanos());
    }
    try (LinkRelay relay = LinkRelay.start(url.get().host(), url.get().port(), link)) {
      Target relayed = new RelayedTarget(target, url.get().via(relay.port()),
          link.emulated() ? "over an emulated link: " + link.describe()
              : "through the counting relay");
      WireTally.Counts[] window = new WireTally.Counts[2];
      long[] nanos = new long[2];
      Pass pass = profile(relayed, scenario, sql, bounds, () -> {
        window[0] = relay.counts();
        nanos[0] = System.nanoTime();
      }, () -> {
        nanos[1] = System.nanoTime();
        window[1] = relay.counts();
      });
      return new WireProfile(pass.result(), Optional.of(window[1].minus(window[0])), "",
          pass.server(), nanos[1] - nanos[0], pass.cpuNanos());
    } catch (IOException e) {
      throw new NnebenchException(ExitCodes.SOFTWARE, "cannot close the counting relay: "
          + e.getMessage(), e);
    }
  }

  /* {@code start} and {@code end} run just before the execute and after the last row: the
   * relay's window and the thread's CPU, inside the readings of the server's views and the
   * read-only transaction's begin and end. */
  private static Pass profile(Target t, Scenario s, String sql, FetchBounds bounds,
      Runnable start, Runnable end) {
    try (Session session = Connector.open(s, t)) {
      Connection c = session.connection();
      ServerTime.Before before = ServerTime.before(c);
      long[] cpu = new long[2];
      ResultProfile result = Profiler.profile(c, sql, s.fetchSize(), bounds, () -> {
        start.run();
        cpu[0] = cpuNanos();
      }, () -> {
        cpu[1] = cpuNanos();
        end.run();
      });
      return new Pass(result, before.after(c, t.user()), cpu[1] - cpu[0]);
    } catch (SQLException e) {
      throw SqlFailures.of(e, t.description(), bounds);
    }
  }

  private static long cpuNanos() {
    return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : 0;
  }
}
