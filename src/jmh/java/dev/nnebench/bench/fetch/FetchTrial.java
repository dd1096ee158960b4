package dev.nnebench.bench.fetch;

import dev.nnebench.bench.fork.ClientPlacement;
import dev.nnebench.bench.fork.LinkValues;
import dev.nnebench.bench.fork.NegotiatedValues;
import dev.nnebench.bench.fork.Transports;
import dev.nnebench.bench.params.ForkCell;
import dev.nnebench.fetch.FetchResult;
import dev.nnebench.fetch.InterleavedFetch;
import dev.nnebench.fetch.LinkedSession;
import dev.nnebench.fetch.Session;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.SidecarName;
import dev.nnebench.run.fork.ForkTarget;
import dev.nnebench.run.fork.TrialSidecar;
import dev.nnebench.scenario.Counterpart;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.preset.ScenarioParams;
import dev.nnebench.target.LobPrefetch;
import dev.nnebench.target.Target;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * The sessions of one fetch trial: the cell's own and, paired ({@code counterpart} set, see
 * {@link Counterpart}), the counterpart's, each over the cell's link, transport, SDU and LOB
 * prefetch. Where the fork runs, what each side negotiated and the link it measured go to the
 * trial's sidecar (the counterpart's under {@link SidecarName#PEER}), so every row says what
 * really ran. A failure the server raised (a user's query, its timeout) is recorded with its ORA
 * code for the runner, which sees only that the fork failed.
 */
final class FetchTrial implements AutoCloseable {
  /** One side of the trial: its open session, its cell and the target it reached. */
  record Side(LinkedSession linked, Map<String, String> values, Target reached) {
    Session session() {
      return linked.session();
    }

    Scenario scenario() {
      return ScenarioParams.toScenario(values);
    }
  }

  /** What a benchmark does with a side once it is open; returns what it learned, by name. */
  interface Prepare {
    Map<String, String> side(Side side) throws SQLException;
  }

  /** One operation's fetch: of one side alone, or of both sides interleaved. */
  record Fetcher(Function<Session, FetchResult> one,
      BiFunction<Session, Session, InterleavedFetch.Pair> pair) {}

  private final BenchmarkParams params;
  private final Map<String, String> sidecar;
  private final Side own;
  /* null: unpaired. */
  private final Side peer;

  private FetchTrial(BenchmarkParams params, Map<String, String> sidecar, Side own, Side peer) {
    this.params = params;
    this.sidecar = sidecar;
    this.own = own;
    this.peer = peer;
  }

  /** Opens the trial's sides, {@code prepare}s each and writes the trial's sidecar. */
  static FetchTrial open(BenchmarkParams params, Prepare prepare) throws SQLException {
    Map<String, String> sidecar = new LinkedHashMap<>();
    try {
      Map<String, String> values = ForkCell.values(params);
      ForkTarget target = ForkTarget.fromSystemProperties();
      target.requireKeySchedule(values.get(ParamName.KEY_SCHEDULE));
      sidecar.putAll(ClientPlacement.pin(target));
      Side own = side(values, target, prepare, sidecar, "");
      sidecar.put(NegotiatedValues.KEY_SCHEDULE, own.session().keyScheduleLabel());
      Counterpart other = Counterpart.parse(values.get(ParamName.COUNTERPART));
      Side peer = other.isNone() ? null
          : side(other.applyTo(values), target, prepare, sidecar, SidecarName.PEER);
      TrialSidecar.write(params, sidecar);
      return new FetchTrial(params, sidecar, own, peer);
    } catch (SQLException | RuntimeException e) {
      TrialSidecar.failed(params, sidecar, e);
      throw e;
    }
  }

  /* A link whose measured RTT is not the one asked fails the trial here, before measuring. */
  private static Side side(Map<String, String> values, ForkTarget target, Prepare prepare,
      Map<String, String> sidecar, String prefix) throws SQLException {
    Target reached = LobPrefetch.on(Transports.select(target, values),
        LinkValues.lobPrefetch(values));
    Side side = new Side(LinkedSession.open(ScenarioParams.toScenario(values), reached,
        LinkValues.spec(values), LinkValues.sdu(values)), values, reached);
    Map<String, String> learned = new LinkedHashMap<>(prepare.side(side));
    learned.putAll(NegotiatedValues.of(side.session()));
    learned.putAll(LinkValues.of(side.linked()));
    learned.forEach((k, v) -> sidecar.put(prefix + k, v));
    return side;
  }

  /**
   * One operation, counted into {@code counters}: a paired trial fetches both sides in every
   * operation, interleaved chunk by chunk (see {@link InterleavedFetch}), so what the machine or
   * the JIT does to one in that millisecond it does to the other, and the ratio keeps it out.
   */
  FetchResult fetch(FetchCounters counters, Fetcher fetcher) {
    try {
      RoundTrips trips = RoundTrips.start(own.linked(), peer == null ? null : peer.linked());
      if (peer == null) {
        FetchResult result = fetcher.one().apply(own.session());
        counters.add(result);
        trips.addTo(counters);
        return result;
      }
      InterleavedFetch.Pair pair = fetcher.pair().apply(own.session(), peer.session());
      counters.add(pair.first());
      counters.addPeer(pair.second());
      trips.addTo(counters);
      return pair.first();
    } catch (RuntimeException e) {
      TrialSidecar.failed(params, sidecar, e);
      throw e;
    }
  }

  /** The open sessions: the own side's, then the counterpart's. */
  List<Session> sessions() {
    List<Session> out = new ArrayList<>(List.of(own.session()));
    if (peer != null) {
      out.add(peer.session());
    }
    return out;
  }

  @Override
  public void close() throws SQLException {
    own.linked().close();
    if (peer != null) {
      peer.linked().close();
    }
  }
}
