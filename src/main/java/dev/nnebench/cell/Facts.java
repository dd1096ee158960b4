package dev.nnebench.cell;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/**
 * Everything a fork records of its trial beside the score, each declared once: what the driver
 * negotiated (algorithms, providers, SDU, TLS), the link it measured, the round trips a fetch or
 * connect made, the heap it held, where it ran and how it was profiled. A counterpart's side is
 * recorded under {@link Observed#PEER}.
 */
public final class Facts {
  public static final Fact<String> DRIVER_VERSION = text("driverVersion");
  /** The encryption the driver negotiated, as it names it (e.g. AES256), or NONE. */
  public static final Fact<String> ENCRYPTION = text("encryption");
  public static final Fact<String> ENCRYPTION_PROVIDER = text("encryptionProvider");
  public static final Fact<String> CHECKSUM = text("checksum");
  public static final Fact<String> CHECKSUM_PROVIDER = text("checksumProvider");
  public static final Fact<Integer> SDU = whole("sdu");
  /** Whether the driver ignored {@code useJCEAPI}; {@code unavailable} where it cannot tell. */
  public static final Fact<String> JCE_IGNORED = text("jceIgnored");
  /** The protocol the server saw the session arrive on (tcp, tcps). */
  public static final Fact<String> TRANSPORT = text("transport");
  public static final Fact<String> TLS_VERSION = text("tlsVersion");
  public static final Fact<String> TLS_CIPHER_SUITE = text("tlsCipherSuite");
  /** The encryption the server names for the session (v$session_connect_info), or NONE. */
  public static final Fact<String> SERVER_ENCRYPTION = text("server.encryption");
  /** The checksum the server names for the session, or NONE. */
  public static final Fact<String> SERVER_CHECKSUM = text("server.checksum");
  /** The key schedule the target ran (legacy, updated or unknown). */
  public static final Fact<String> KEY_SCHEDULE = text("keySchedule");

  /** The round trip measured over the link, in ms. */
  public static final Fact<Double> RTT_MEASURED = number("rttMs");
  /** What the link added to the round trip, in ms. */
  public static final Fact<Double> RTT_ADDED = number("rttAddedMs");
  /** The round trip with the link's delays off, in ms. */
  public static final Fact<Double> RTT_WITHOUT_LINK = number("rttWithoutLinkMs");
  /** Rows per round trip counted on a probe fetch of the cell (the driver's real fetch size). */
  public static final Fact<Double> ROWS_PER_ROUND_TRIP = new Fact<>("rowsPerRoundTrip",
      Double::parseDouble, v -> String.format(Locale.ROOT, "%.1f", v));
  /** The round trips that probe fetch took. */
  public static final Fact<Long> PROBED_ROUND_TRIPS = count("probedRoundTrips");
  /** Of a whole fetch's round trips, the LOB calls, where the target counts them. */
  public static final Fact<Long> LOB_ROUND_TRIPS = count("lobRoundTrips");
  /** The round trips of one open and close, counted through a relay without delay. */
  public static final Fact<Long> CONNECT_ROUND_TRIPS = count("connectRoundTrips");

  /** The server MODEL's parameters behind the double ({@code none}: no server model). */
  public static final Fact<String> SERVER_MODEL = text("server.model");
  /** Server CPU the model charged per fetch (an execute and its fetch calls), in ms. */
  public static final Fact<Double> SERVER_CPU_PER_FETCH = number("server.cpuMsPerFetch");
  /** Server waits (I/O) the model charged per fetch, in ms. */
  public static final Fact<Double> SERVER_WAIT_PER_FETCH = number("server.waitMsPerFetch");
  /** Time per fetch in line for one of the model's CPUs, in ms. */
  public static final Fact<Double> SERVER_QUEUE_PER_FETCH = number("server.queueMsPerFetch");
  /**
   * The database's CPUs a pool's knee is counted in: as the user gave them ({@code bench
   * --db-cpus}) or its cpu_count (V$PARAMETER); on a url or container target only.
   */
  public static final Fact<Integer> DB_CPUS = whole("db.cpus");
  /** Where {@link #DB_CPUS} came from: {@code --db-cpus} or {@code cpu_count}. */
  public static final Fact<String> DB_CPUS_FROM = text("db.cpusFrom");
  /** Why a pool trial could not read the server's views (the first line of the error). */
  public static final Fact<String> SERVER_VIEWS_REFUSED = text("server.viewsRefused");
  /** DB time per fetch (the double's measured time in calls), in ms. */
  public static final Fact<Double> SERVER_DB_TIME_PER_FETCH = number("server.dbTimeMsPerFetch");
  /**
   * The data compression the driver reports it negotiated ({@code on}, {@code off}, {@code
   * auto}); a trial asking for one and getting another fails before measuring.
   */
  public static final Fact<String> COMPRESSION = text("compression");
  /** Rows of the cell's fetch a compression probe read over a counting relay. */
  public static final Fact<Long> COMPRESSION_ROWS = count("compression.rows");
  /** Bytes the server sent for those rows on the wire, compressed as the cell asks. */
  public static final Fact<Long> COMPRESSION_WIRE_BYTES = count("compression.wireBytes");
  /** Bytes the server sent for the same rows without compression (all else as the cell). */
  public static final Fact<Long> COMPRESSION_RAW_BYTES = count("compression.rawBytes");

  /** The heap one open result set holds at the cell's fetch size, after a full GC. */
  public static final Fact<Long> HEAP_RETAINED = count("heapRetainedBytes");
  /** The CPUs the measured fork was pinned to ({@code any}: not pinned). */
  public static final Fact<String> CPUS_CLIENT = text("cpus.client");
  /** The CPUs of the server nnebench started (the double's or the container's). */
  public static final Fact<String> CPUS_SERVER = text("cpus.double");
  /** Every HikariCP setting that decides how a pool behaves, as one line. */
  public static final Fact<String> HIKARI = text("hikari");
  /** How long the pool benchmark waited for the JIT to go quiet before measuring, in ms. */
  public static final Fact<Long> JIT_QUIET_AFTER = count("jitQuietAfterMs");

  /** The flame graph (HTML); relative to the run directory in results.csv. */
  public static final Fact<Path> PROFILE_HTML = path("profile.html");
  /** The fetching thread's collapsed stacks beside it. */
  public static final Fact<Path> PROFILE_COLLAPSED = path("profile.collapsed");
  /** Which profiler, which event, which thread (and why not async-profiler). */
  public static final Fact<String> PROFILE_HOW = text("profile.how");
  /** The components by share with their top frames. */
  public static final Fact<String> PROFILE_WHERE = text("profile.where");
  /** The largest component's name. */
  public static final Fact<String> PROFILE_TOP = text("profile.top");
  public static final Fact<Long> PROFILE_SAMPLES = count("profile.samples");

  /** Every fact, in the order a trial's facts are listed. */
  public static final List<Fact<?>> ALL = List.of(DRIVER_VERSION, ENCRYPTION,
      ENCRYPTION_PROVIDER, CHECKSUM, CHECKSUM_PROVIDER, SDU, JCE_IGNORED, TRANSPORT, TLS_VERSION,
      TLS_CIPHER_SUITE, SERVER_ENCRYPTION, SERVER_CHECKSUM, KEY_SCHEDULE, RTT_MEASURED,
      RTT_ADDED, RTT_WITHOUT_LINK, ROWS_PER_ROUND_TRIP, PROBED_ROUND_TRIPS, LOB_ROUND_TRIPS,
      CONNECT_ROUND_TRIPS, SERVER_MODEL, SERVER_CPU_PER_FETCH, SERVER_WAIT_PER_FETCH,
      SERVER_QUEUE_PER_FETCH, DB_CPUS, DB_CPUS_FROM, SERVER_VIEWS_REFUSED,
      SERVER_DB_TIME_PER_FETCH, COMPRESSION, COMPRESSION_ROWS, COMPRESSION_WIRE_BYTES,
      COMPRESSION_RAW_BYTES, HEAP_RETAINED, CPUS_CLIENT, CPUS_SERVER, HIKARI,
      JIT_QUIET_AFTER, PROFILE_HTML, PROFILE_COLLAPSED, PROFILE_HOW, PROFILE_WHERE, PROFILE_TOP,
      PROFILE_SAMPLES);

  private Facts() {}

  /** The fact named {@code name}, if one is declared. */
  public static Optional<Fact<?>> named(String name) {
    return ALL.stream().filter(f -> f.name().equals(name)).findFirst();
  }

  private static Fact<String> text(String name) {
    return new Fact<>(name, Function.identity(), Function.identity());
  }

  private static Fact<Integer> whole(String name) {
    return new Fact<>(name, Integer::parseInt, String::valueOf);
  }

  private static Fact<Long> count(String name) {
    return new Fact<>(name, Long::parseLong, String::valueOf);
  }

  /* Four decimals: a microsecond's tenth, finer than any link this emulates. */
  private static Fact<Double> number(String name) {
    return new Fact<>(name, Double::parseDouble, v -> String.format(Locale.ROOT, "%.4f", v));
  }

  private static Fact<Path> path(String name) {
    return new Fact<>(name, Path::of, Path::toString);
  }
}
