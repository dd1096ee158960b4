package dev.nnebench.bench.fetch;

import dev.nnebench.bench.fork.ForkStart;
import dev.nnebench.bench.fork.LinkFacts;
import dev.nnebench.bench.fork.NegotiatedFacts;
import dev.nnebench.bench.fork.ServerSpan;
import dev.nnebench.bench.fork.Transports;
import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Counterpart;
import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.fetch.FetchResult;
import dev.nnebench.fetch.InterleavedFetch;
import dev.nnebench.fetch.LinkedSession;
import dev.nnebench.fetch.PacedFetch;
import dev.nnebench.fetch.Session;
import dev.nnebench.run.fork.ForkPace;
import dev.nnebench.run.fork.ForkTarget;
import dev.nnebench.run.fork.TrialSidecar;
import dev.nnebench.target.LobPrefetch;
import dev.nnebench.target.Target;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * The sessions of one fetch trial: the cell's own and, paired ({@code counterpart} set, see
 * {@link Counterpart}), the counterpart's, each over the cell's link, transport, SDU and LOB
 * prefetch. Where the fork runs, what each side negotiated and the link it measured go to the
 * trial's sidecar (the counterpart's under {@link Observed#PEER}), so every row says what
 * really ran. A failure the server raised (a user's query, its timeout) is recorded with its ORA
 * code for the runner, which sees only that the fork failed.
 */
final class FetchTrial implements AutoCloseable {
  /** One side of the trial: its open session, its cell and the target it reached. */
  record Side(LinkedSession linked, Cell cell, Target reached) {
    Session session() {
      return linked.session();
    }
  }

  /** What a benchmark does with a side once it is open; returns what it learned. */
  interface Prepare {
    Observed side(Side side) throws SQLException;
  }

  /**
   * One operation's fetch: of one side alone, of both sides interleaved, or of both with the
   * counterpart keeping pace ({@link PacedFetch}), which a pair over a delayed link uses when the
   * run asks ({@link ForkPace}).
   */
  record Fetcher(Function<Session, FetchResult> one,
      BiFunction<Session, Session, InterleavedFetch.Pair> pair,
      BiFunction<Session, Session, InterleavedFetch.Pair> paced) {
    /** A fetcher that never paces. */
    Fetcher(Function<Session, FetchResult> one,
        BiFunction<Session, Session, InterleavedFetch.Pair> pair) {
      this(one, pair, pair);
    }
  }

  private final BenchmarkParams params;
  private final Observed observed;
  private final Side own;
  /* null: unpaired. */
  private final Side peer;
  /* The own side's server time over the trial; null without a server model. */
  private final ServerSpan server;
  /* Over a delayed link, with a pace asked: the counterpart keeps pace (PacedFetch). */
  private final boolean paced;
  private long fetches;

  private FetchTrial(BenchmarkParams params, Observed observed, Side own, Side peer,
      ServerSpan server) {
    this.params = params;
    this.observed = observed;
    this.own = own;
    this.peer = peer;
    this.server = server;
    this.paced = peer != null && own.cell().link().rttNanos() > 0
        && ForkPace.fromSystemProperties() > 0;
  }

  /** Opens the trial's sides, {@code prepare}s each and writes the trial's sidecar. */
  static FetchTrial open(BenchmarkParams params, Prepare prepare) throws SQLException {
    Observed observed = Observed.NONE;
    try {
      ForkStart start = ForkStart.of(params);
      Cell cell = start.cell();
      ForkTarget target = start.target();
      observed = start.placed();
      Side own = side(cell, target);
      observed = observed.withAll(learned(own, prepare, target))
          .withText(Facts.KEY_SCHEDULE, own.session().keyScheduleLabel());
      Side peer = null;
      if (cell.paired()) {
        peer = side(cell.peer(), target);
        observed = observed.withPeer(learned(peer, prepare, target));
      }
      TrialSidecar.write(params, observed);
      ServerSpan server = cell.get(Axes.SERVER).isNone() ? null
          : ServerSpan.start(own.session().connection());
      return new FetchTrial(params, observed, own, peer, server);
    } catch (SQLException | RuntimeException e) {
      TrialSidecar.failed(params, observed, e);
      throw e;
    }
  }

  /* A link whose measured RTT is not the one asked fails the trial here, before measuring. */
  private static Side side(Cell cell, ForkTarget target) {
    Target reached = cell.get(Axes.COMPRESSION).on(uncompressed(cell, target),
        cell.get(Axes.COMPRESSION_THRESHOLD));
    return new Side(LinkedSession.open(cell.scenario(), reached, cell.link(),
        cell.get(Axes.SDU)).calibrated(cell.get(Axes.CALIBRATION)), cell, reached);
  }

  private static Target uncompressed(Cell cell, ForkTarget target) {
    return LobPrefetch.on(Transports.select(target, cell), cell.get(Axes.LOB_PREFETCH));
  }

  /* What the benchmark learned of a side, then what the side negotiated and measured. */
  private static Observed learned(Side side, Prepare prepare, ForkTarget target)
      throws SQLException {
    Observed learned = prepare.side(side).withAll(NegotiatedFacts.of(side.session()))
        .withAll(LinkFacts.of(side.linked()));
    return side.cell().find(Axes.COMPRESSION).isEmpty() ? learned
        : learned.withAll(CompressionFacts.of(side, uncompressed(side.cell(), target)));
  }

  /**
   * One operation, counted into {@code counters}: a paired trial fetches both sides in every
   * operation, interleaved chunk by chunk (see {@link InterleavedFetch}), so what the machine or
   * the JIT does to one in that millisecond it does to the other, and the ratio keeps it out.
   */
  FetchResult fetch(FetchCounters counters, Fetcher fetcher) {
    try {
      fetches++;
      RoundTrips trips = RoundTrips.start(own.linked(), peer == null ? null : peer.linked());
      if (peer == null) {
        FetchResult result = fetcher.one().apply(own.session());
        counters.add(result);
        trips.addTo(counters);
        return result;
      }
      InterleavedFetch.Pair pair = (paced ? fetcher.paced() : fetcher.pair())
          .apply(own.session(), peer.session());
      counters.add(pair.first());
      counters.addPeer(pair.second());
      trips.addTo(counters, pair.secondFetches());
      return pair.first();
    } catch (RuntimeException e) {
      TrialSidecar.failed(params, observed, e);
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
    if (server != null) {
      TrialSidecar.add(params, server.end(own.session().connection(), fetches));
    }
    own.linked().close();
    if (peer != null) {
      peer.linked().close();
    }
  }
}
