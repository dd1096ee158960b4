package dev.nnebench.bench.fetch;

import dev.nnebench.bench.fork.ClientPlacement;
import dev.nnebench.bench.fork.LinkValues;
import dev.nnebench.bench.fork.NegotiatedValues;
import dev.nnebench.bench.fork.Transports;
import dev.nnebench.fetch.FetchResult;
import dev.nnebench.fetch.FetchRun;
import dev.nnebench.fetch.InterleavedFetch;
import dev.nnebench.fetch.LinkedSession;
import dev.nnebench.fetch.ReadOnlyTransaction;
import dev.nnebench.fetch.RetainedHeap;
import dev.nnebench.fetch.Session;
import dev.nnebench.results.MemoryName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.SidecarName;
import dev.nnebench.run.fork.ForkQuery;
import dev.nnebench.run.fork.ForkTarget;
import dev.nnebench.run.fork.TrialSidecar;
import dev.nnebench.scenario.Counterpart;
import dev.nnebench.preset.ScenarioParams;
import dev.nnebench.target.LobPrefetch;
import dev.nnebench.target.Target;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * What NNE costs a real fetch: one verified fetch of a shape per operation, through the real
 * driver over a real socket to the target the runner opened.
 *
 * <p>Timed: execute the shape's SQL, read every cell of every row (the cell's read style), fold
 * it into the row digest, close; a wrong digest fails the trial. Excluded: connecting, logon and
 * the NNE key exchange (trial setup, measured by ConnectCost), loading the driver. Primary
 * figure for the report: the fetching thread's CPU time per GB and per million cells ({@link
 * FetchCounters}), because the double serves from the same two cores and its serial CBC
 * encryption can bound wall time; fetches per second and MB/s sit beside it. The negotiated
 * algorithms and providers go to the trial's sidecar, so every row says what really ran.
 *
 * <p>Paired ({@code counterpart} set, see {@link Counterpart}): a second session with the
 * counterpart's values is fetched with the first in every operation, the two interleaved chunk
 * by chunk ({@link InterleavedFetch}) and counted apart
 * ({@code cpuNanosPeer}, {@code bytesPeer}, ...), so the report takes the ratio of the two sides
 * iteration by iteration. Parameters use the preset axis names and values ({@link
 * ScenarioParams}); the defaults here are the smoke case, a preset replaces them.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class FetchThroughput {
  /** Prefix of the counterpart's negotiated values in the sidecar. */
  static final String PEER = SidecarName.PEER;

  @Param("23")
  public String driver;

  @Param("true")
  public String jce;

  @Param("REQUIRED")
  public String encryptionLevel;

  @Param({"NONE", "AES256"})
  public String encryption;

  @Param("REQUIRED")
  public String checksumLevel;

  @Param({"NONE", "SHA256"})
  public String checksum;

  @Param("100")
  public String fetchSize;

  @Param("tiny")
  public String shape;

  @Param("getString")
  public String read;

  /* The loopback double's key schedule; the runner starts it with this one. */
  @Param("updated")
  public String keySchedule;

  /* Empty: unpaired. Else the values of the other side, e.g. encryption=NONE/checksum=NONE. */
  @Param("")
  public String counterpart;

  /* tcp, or tcps (TLS as the JDK negotiates by default; NNE off: see Transports). */
  @Param("tcp")
  public String transport;

  /* An emulated link on 127.0.0.1 in front of the target, one relay per session (LinkSpec). */
  @Param("0")
  public String rtt;

  @Param("unlimited")
  public String bandwidth;

  /* The SDU the client asks for in its connect descriptor ("default": the driver's 8192). */
  @Param("default")
  public String sdu;

  /* oracle.jdbc.defaultLobPrefetchSize ("default": the driver's, 4000 in 19, 32768 in 21/23). */
  @Param("default")
  public String lobPrefetch;

  private LinkedSession linked;
  private LinkedSession linkedPeer;
  private Session session;
  private Session peer;
  private BenchmarkParams params;
  /* What the trial learned for its sidecar: placement, then what each session negotiated. */
  private final Map<String, String> sidecar = new LinkedHashMap<>();
  /* A user's own SQL (diagnose --query) instead of the shape; null: the shape, verified. */
  private String query;
  private int queryTimeout;

  /* A failure the server raised (a user's query, its timeout) is recorded with its ORA code for
   * the runner, which sees only that the fork failed. */
  @Setup(Level.Trial)
  public void connect(BenchmarkParams params) throws SQLException {
    this.params = params;
    try {
      open();
    } catch (SQLException | RuntimeException e) {
      TrialSidecar.failed(params, sidecar, e);
      throw e;
    }
  }

  private void open() throws SQLException {
    Counterpart other = Counterpart.parse(counterpart);
    ForkTarget target = ForkTarget.fromSystemProperties();
    target.requireKeySchedule(keySchedule);
    query = ForkQuery.fromSystemProperties().orElse(null);
    queryTimeout = ForkQuery.timeoutSeconds();
    sidecar.putAll(ClientPlacement.pin(target));
    linked = open(Transports.with(values(), transport), target);
    session = linked.session();
    probe(Transports.with(values(), transport), target, "");
    sidecar.putAll(NegotiatedValues.of(session));
    sidecar.putAll(LinkValues.of(linked));
    sidecar.put(NegotiatedValues.KEY_SCHEDULE, session.keyScheduleLabel());
    if (!other.isNone()) {
      linkedPeer = open(other.applyTo(Transports.with(values(), transport)), target);
      peer = linkedPeer.session();
      probe(other.applyTo(Transports.with(values(), transport)), target, PEER);
      NegotiatedValues.of(peer).forEach((k, v) -> sidecar.put(PEER + k, v));
      LinkValues.of(linkedPeer).forEach((k, v) -> sidecar.put(PEER + k, v));
    }
    heap(session, "");
    heap(peer, PEER);
    readOnly(session);
    readOnly(peer);
    TrialSidecar.write(params, sidecar);
  }

  /* What fetch size the driver really uses: counted before measuring, on a connection apart. */
  private void probe(Map<String, String> values, ForkTarget target, String prefix)
      throws SQLException {
    if (query == null) {
      LinkValues.probed(ScenarioParams.toScenario(values), reached(values, target))
          .forEach((k, v) -> sidecar.put(prefix + k, v));
    }
  }

  /* The heap one open result set holds at this fetch size (a shape only: a user's query is not
   * executed more often than the sweep needs). Before warming up, so its GCs touch no figure. */
  private void heap(Session s, String prefix) {
    if (query == null && s != null) {
      sidecar.put(prefix + MemoryName.HEAP_RETAINED, Long.toString(RetainedHeap.bytes(s)));
    }
  }

  /* A link whose measured RTT is not the one asked fails the trial here, before measuring. */
  private static LinkedSession open(Map<String, String> values, ForkTarget target) {
    return LinkedSession.open(ScenarioParams.toScenario(values), reached(values, target),
        LinkValues.spec(values), LinkValues.sdu(values));
  }

  /* The target with the cell's transport and the client properties it asks for. */
  private static Target reached(Map<String, String> values, ForkTarget target) {
    return LobPrefetch.on(Transports.select(target, values), LinkValues.lobPrefetch(values));
  }

  /* A paired trial fetches both sides in every operation, interleaved chunk by chunk (see
   * InterleavedFetch): what the machine or the JIT does to one in that millisecond it does to the
   * other, and the ratio keeps it out. */
  /* FetchProfile samples only in a profiling fork (nnebench.profile); elsewhere it is idle. */
  @Benchmark
  public FetchResult fetch(FetchCounters counters, FetchProfile profile) {
    try {
      return fetchOnce(counters);
    } catch (RuntimeException e) {
      TrialSidecar.failed(params, sidecar, e);
      throw e;
    }
  }

  private FetchResult fetchOnce(FetchCounters counters) {
    RoundTrips trips = RoundTrips.start(linked, linkedPeer);
    if (peer == null) {
      FetchResult result = query == null ? FetchRun.run(session)
          : FetchRun.runQuery(session, query, queryTimeout);
      counters.add(result);
      trips.addTo(counters);
      return result;
    }
    InterleavedFetch.Pair pair = InterleavedFetch.run(session, peer, query, queryTimeout);
    counters.add(pair.first());
    counters.addPeer(pair.second());
    trips.addTo(counters);
    return pair.first();
  }

  /* A user's query is fetched in a read-only transaction, rolled back at the end of the trial. */
  private void readOnly(Session s) throws SQLException {
    if (query != null && s != null) {
      ReadOnlyTransaction.begin(s.connection());
    }
  }

  @TearDown(Level.Trial)
  public void close() throws SQLException {
    if (query != null) {
      ReadOnlyTransaction.end(session.connection());
      if (peer != null) {
        ReadOnlyTransaction.end(peer.connection());
      }
    }
    linked.close();
    if (linkedPeer != null) {
      linkedPeer.close();
    }
  }

  Map<String, String> values() {
    return Map.ofEntries(Map.entry(ParamName.DRIVER, driver), Map.entry(ParamName.JCE, jce),
        Map.entry(ParamName.ENCRYPTION_LEVEL, encryptionLevel),
        Map.entry(ParamName.ENCRYPTION, encryption),
        Map.entry(ParamName.CHECKSUM_LEVEL, checksumLevel), Map.entry(ParamName.CHECKSUM, checksum),
        Map.entry(ParamName.FETCH_SIZE, fetchSize), Map.entry(ParamName.SHAPE, shape),
        Map.entry(ParamName.READ, read), Map.entry(ParamName.RTT, rtt),
        Map.entry(ParamName.BANDWIDTH, bandwidth), Map.entry(ParamName.SDU, sdu),
        Map.entry(ParamName.LOB_PREFETCH, lobPrefetch));
  }
}
