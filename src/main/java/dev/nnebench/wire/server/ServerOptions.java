package dev.nnebench.wire.server;

import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.KeySchedule;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.wire.ano.ServicePolicy;
import dev.nnebench.wire.call.CallHandler;
import dev.nnebench.wire.call.SessionInfo;
import dev.nnebench.wire.eztls.EzTlsIdentity;
import dev.nnebench.wire.load.ServerLoad;
import dev.nnebench.wire.load.ServerModel;
import dev.nnebench.wire.query.QueryService;
import dev.nnebench.wire.tls.TlsIdentity;
import dev.nnebench.wire.tns.CompressionLevel;
import dev.nnebench.wire.tns.CompressionPolicy;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Settings of a {@link WireServer}, like a server's listener.ora and sqlnet.ora: where to listen,
 * which services and users exist, the NNE levels and algorithm lists, the SDU, faults to inject,
 * and who answers the calls of a logged-in session. Immutable; build with {@link #builder()}.
 */
public final class ServerOptions {
  /** Every encryption the double implements, in its default order of preference. */
  public static final List<EncryptionType> ALL_ENCRYPTION = List.of(
      EncryptionType.AES256, EncryptionType.AES192, EncryptionType.AES128,
      EncryptionType.TDES168, EncryptionType.TDES112);
  /** Every checksum the double implements, in its default order of preference. */
  public static final List<ChecksumType> ALL_CHECKSUMS = List.of(ChecksumType.SHA256,
      ChecksumType.SHA384, ChecksumType.SHA512, ChecksumType.SHA1,
      ChecksumType.MD5);
  public static final int DEFAULT_SDU = 8192;
  /** Smallest and largest SDU Oracle Net accepts. */
  public static final int MIN_SDU = 512;
  public static final int MAX_SDU = 2_097_152;
  /** Largest request a connection may send before login: handshakes and logins take a few KB. */
  public static final int DEFAULT_MAX_LOGIN_REQUEST = 64 * 1024;
  /** Connections served at once; more are refused with ORA-12516, as a full listener does. */
  public static final int DEFAULT_MAX_CONNECTIONS = 1024;
  /** Time one send to a logged-in client may take before the server gives up on it. */
  public static final Duration DEFAULT_SEND_TIMEOUT = Duration.ofSeconds(60);
  /** Oracle's default SQLNET.INBOUND_CONNECT_TIMEOUT. */
  public static final Duration DEFAULT_INBOUND_CONNECT_TIMEOUT = Duration.ofSeconds(60);

  final int port;
  final Map<String, String> users;
  final Set<String> services;
  final int sdu;
  final ServicePolicy encryption;
  final ServicePolicy checksum;
  final KeySchedule keySchedule;
  final Faults faults;
  final Duration inboundConnectTimeout;
  final int maxLoginRequest;
  final int maxConnections;
  final Duration sendTimeout;
  final Function<SessionInfo, CallHandler> handlers;
  final Consumer<String> log;
  final TlsIdentity tls;
  final int tcpsPort;
  final EzTlsIdentity ezTls;
  final CompressionPolicy compression;
  final ServerLoad serverLoad;

  private ServerOptions(Builder b) {
    this.port = b.port;
    this.users = Map.copyOf(b.users);
    this.services = Set.copyOf(b.services);
    this.sdu = b.sdu;
    this.encryption = b.encryption;
    this.checksum = b.checksum;
    this.keySchedule = b.keySchedule;
    this.faults = b.faults;
    this.inboundConnectTimeout = b.inboundConnectTimeout;
    this.maxLoginRequest = b.maxLoginRequest;
    this.maxConnections = b.maxConnections;
    this.sendTimeout = b.sendTimeout;
    this.handlers = b.handlers;
    this.log = b.log;
    this.tls = b.tls;
    this.tcpsPort = b.tcpsPort;
    this.compression = b.compression;
    this.ezTls = !b.ezTls ? null
        : b.ezTlsIdentity != null ? b.ezTlsIdentity : EzTlsIdentity.create(new SecureRandom());
    this.serverLoad = new ServerLoad(b.serverModel);
  }

  public static Builder builder() {
    return new Builder();
  }

  public static ServerOptions defaults() {
    return builder().build();
  }

  public int port() {
    return port;
  }

  public int sdu() {
    return sdu;
  }

  public ServicePolicy encryption() {
    return encryption;
  }

  public ServicePolicy checksum() {
    return checksum;
  }

  /** The NNE key schedule the double's ANO version makes drivers use. */
  public KeySchedule keySchedule() {
    return keySchedule;
  }

  public Faults faults() {
    return faults;
  }

  /** Time a new connection has to send its CONNECT and log in; zero means no limit. */
  public Duration inboundConnectTimeout() {
    return inboundConnectTimeout;
  }

  /** Largest request (bytes, after reassembly) a connection may send before it has logged in. */
  public int maxLoginRequest() {
    return maxLoginRequest;
  }

  /** Connections served at once; one more is refused with ORA-12516. */
  public int maxConnections() {
    return maxConnections;
  }

  /** Time one send may block on a client that does not read; zero means no limit. */
  public Duration sendTimeout() {
    return sendTimeout;
  }

  public Function<SessionInfo, CallHandler> handlers() {
    return handlers;
  }

  public Consumer<String> log() {
    return log;
  }

  /** The TLS identity of the TCPS listener, or null when the double serves plain TCP only. */
  public TlsIdentity tls() {
    return tls;
  }

  /** Port of the TCPS listener on 127.0.0.1 (0: a free one); meaningful with {@link #tls()}. */
  public int tcpsPort() {
    return tcpsPort;
  }

  /**
   * The ezTLS identity (made when the options are built, never stored), or null when ezTLS is
   * off: then a client offering it gets NNE or nothing, as from a server before 26ai.
   */
  public EzTlsIdentity ezTls() {
    return ezTls;
  }

  /** SQLNET.COMPRESSION and its levels and threshold; {@link CompressionPolicy#OFF} by default. */
  public CompressionPolicy compression() {
    return compression;
  }

  /**
   * The server model at work: its CPUs are made when the options are built, so every server
   * started with these options shares them.
   */
  public ServerLoad serverLoad() {
    return serverLoad;
  }

  /** Whether the service (case-insensitive) is served. */
  public boolean servesService(String name) {
    return name != null && services.contains(name.toUpperCase(Locale.ROOT));
  }

  /** The password of {@code user} (case-insensitive), or null if there is no such user. */
  public String password(String user) {
    return user == null ? null : users.get(user.toUpperCase(Locale.ROOT));
  }

  /** Builds {@link ServerOptions}; every setter validates and says what is wrong. */
  public static final class Builder {
    private int port;
    private final Map<String, String> users = new LinkedHashMap<>(Map.of("BENCH", "bench"));
    private final Set<String> services = new LinkedHashSet<>(Set.of("FREEPDB1"));
    private int sdu = DEFAULT_SDU;
    private ServicePolicy encryption = encryptionPolicy(NneLevel.ACCEPTED, ALL_ENCRYPTION);
    private ServicePolicy checksum = checksumPolicy(NneLevel.ACCEPTED, ALL_CHECKSUMS);
    private KeySchedule keySchedule = KeySchedule.DEFAULT;
    private Faults faults = Faults.NONE;
    private Duration inboundConnectTimeout = DEFAULT_INBOUND_CONNECT_TIMEOUT;
    private int maxLoginRequest = DEFAULT_MAX_LOGIN_REQUEST;
    private int maxConnections = DEFAULT_MAX_CONNECTIONS;
    private Duration sendTimeout = DEFAULT_SEND_TIMEOUT;
    private Function<SessionInfo, CallHandler> handlers = QueryService::new;
    private Consumer<String> log = line -> { };
    private TlsIdentity tls;
    private int tcpsPort;
    private boolean ezTls = true;
    private EzTlsIdentity ezTlsIdentity;
    private CompressionPolicy compression = CompressionPolicy.OFF;
    private ServerModel serverModel = ServerModel.NONE;

    /** Port on 127.0.0.1; 0 (the default) picks a free one. */
    public Builder port(int port) {
      if (port < 0 || port > 0xffff) {
        throw new IllegalArgumentException("port must be 0..65535, got " + port);
      }
      this.port = port;
      return this;
    }

    /** Replaces the users (default: bench/bench) with this one. */
    public Builder user(String name, String password) {
      users.clear();
      return addUser(name, password);
    }

    public Builder addUser(String name, String password) {
      if (name == null || name.isBlank() || password == null || password.isEmpty()) {
        throw new IllegalArgumentException("user name and password must not be empty");
      }
      users.put(name.toUpperCase(Locale.ROOT), password);
      return this;
    }

    /** Replaces the served service names (default: FREEPDB1). */
    public Builder services(String... names) {
      services.clear();
      for (String n : names) {
        if (n == null || n.isBlank()) {
          throw new IllegalArgumentException("service name must not be empty");
        }
        services.add(n.toUpperCase(Locale.ROOT));
      }
      return this;
    }

    public Builder sdu(int sdu) {
      if (sdu < MIN_SDU || sdu > MAX_SDU) {
        throw new IllegalArgumentException("SDU must be " + MIN_SDU + ".." + MAX_SDU + ", got " + sdu);
      }
      this.sdu = sdu;
      return this;
    }

    /** Server encryption level and acceptable algorithms in order of preference. */
    public Builder encryption(NneLevel level, List<EncryptionType> algorithms) {
      for (EncryptionType a : algorithms) {
        if (a == EncryptionType.NONE) {
          throw new IllegalArgumentException("list encryption algorithms only; the level says"
              + " whether none is acceptable");
        }
      }
      this.encryption = encryptionPolicy(level, algorithms);
      return this;
    }

    /** Server checksum level and acceptable algorithms in order of preference. */
    public Builder checksum(NneLevel level, List<ChecksumType> algorithms) {
      if (algorithms.contains(ChecksumType.NONE)) {
        throw new IllegalArgumentException("list checksum algorithms only; the level says whether"
            + " none is acceptable");
      }
      this.checksum = checksumPolicy(level, algorithms);
      return this;
    }

    private static ServicePolicy encryptionPolicy(NneLevel level, List<EncryptionType> list) {
      return new ServicePolicy(level, list.stream().map(EncryptionType::anoId).toList());
    }

    private static ServicePolicy checksumPolicy(NneLevel level, List<ChecksumType> list) {
      return new ServicePolicy(level, list.stream().map(ChecksumType::anoId).toList());
    }

    /**
     * The key schedule (default {@link KeySchedule#UPDATED}, as a 23ai server): LEGACY answers as
     * an unpatched 19c, which clients with {@code allow_weak_crypto=false} refuse (ORA-12268).
     */
    public Builder keySchedule(KeySchedule schedule) {
      this.keySchedule = java.util.Objects.requireNonNull(schedule, "key schedule");
      return this;
    }

    public Builder faults(Faults faults) {
      this.faults = faults;
      return this;
    }

    /**
     * Like SQLNET.INBOUND_CONNECT_TIMEOUT: a connection that has not sent its CONNECT and
     * logged in within this time is closed (and logged), so idle sockets cannot pile up. Zero
     * turns the limit off; default 60 seconds, as in Oracle.
     */
    public Builder inboundConnectTimeout(Duration timeout) {
      if (timeout == null || timeout.isNegative()) {
        throw new IllegalArgumentException("inbound connect timeout must be zero (off) or"
            + " positive, got " + timeout);
      }
      this.inboundConnectTimeout = timeout;
      return this;
    }

    /**
     * Largest request a connection may send before login (default 64 KB); a larger one ends
     * the connection, so unauthenticated clients cannot make the server buffer or echo megabytes.
     */
    public Builder maxLoginRequest(int bytes) {
      if (bytes < MIN_SDU) {
        throw new IllegalArgumentException("login request limit must be at least " + MIN_SDU
            + " bytes, got " + bytes);
      }
      this.maxLoginRequest = bytes;
      return this;
    }

    /**
     * Connections served at once (default 1024); the next one is refused with ORA-12516, as a
     * listener whose server has no room left refuses it.
     */
    public Builder maxConnections(int connections) {
      if (connections < 1) {
        throw new IllegalArgumentException("connection limit must be at least 1, got "
            + connections);
      }
      this.maxConnections = connections;
      return this;
    }

    /**
     * Like SQLNET.SEND_TIMEOUT: a send that a client leaves blocked (it stopped reading) for
     * this long closes its connection (and is logged). Zero turns the limit off; default 60 s.
     */
    public Builder sendTimeout(Duration timeout) {
      if (timeout == null || timeout.isNegative()) {
        throw new IllegalArgumentException("send timeout must be zero (off) or positive, got "
            + timeout);
      }
      this.sendTimeout = timeout;
      return this;
    }

    /** Who answers execute/fetch/...: one handler per logged-in session. */
    public Builder callHandlers(Function<SessionInfo, CallHandler> factory) {
      this.handlers = factory;
      return this;
    }

    /**
     * Also listens for TCPS (TLS with {@code identity}) on {@code port} of 127.0.0.1, 0 for a
     * free one, beside the plain TCP port, as a listener with two addresses.
     */
    public Builder tcps(TlsIdentity identity, int port) {
      if (port < 0 || port > 0xffff) {
        throw new IllegalArgumentException("TCPS port must be 0..65535, got " + port);
      }
      this.tls = java.util.Objects.requireNonNull(identity, "TLS identity");
      this.tcpsPort = port;
      return this;
    }

    /** Whether to answer ezTLS (TLS inside ANO on the plain port); on by default, as 26ai. */
    public Builder ezTls(boolean on) {
      this.ezTls = on;
      return this;
    }

    /** ezTLS with this identity rather than a fresh one (tests: {@link EzTlsIdentity#withMiddle}). */
    public Builder ezTls(EzTlsIdentity identity) {
      this.ezTls = true;
      this.ezTlsIdentity = identity;
      return this;
    }

    /**
     * Turns compression on, as SQLNET.COMPRESSION=on with SQLNET.COMPRESSION_LEVELS and
     * SQLNET.COMPRESSION_THRESHOLD: a client that asks for one of {@code levels} the double can
     * compress at (high) gets it, and packets longer than {@code threshold} bytes go out
     * compressed where that makes them smaller. Off by default, as in Oracle.
     */
    public Builder compression(List<CompressionLevel> levels, int threshold) {
      if (levels.isEmpty()) {
        throw new IllegalArgumentException("compression levels: list at least one of low, high");
      }
      return compression(new CompressionPolicy(levels, threshold));
    }

    /** Compression as {@code policy} says ({@link CompressionPolicy#OFF}: none, the default). */
    public Builder compression(CompressionPolicy policy) {
      this.compression = java.util.Objects.requireNonNull(policy, "compression policy");
      return this;
    }

    /**
     * The MODEL of the database server behind the double (server time per connect, execute,
     * fetch call and row; the number of server CPUs); {@link ServerModel#NONE} (the default)
     * answers every call at once and answers no DBA view.
     */
    public Builder serverModel(ServerModel model) {
      this.serverModel = java.util.Objects.requireNonNull(model, "server model");
      return this;
    }

    /** Receives one line per connection (and per connection failure). */
    public Builder log(Consumer<String> log) {
      this.log = log;
      return this;
    }

    public ServerOptions build() {
      return new ServerOptions(this);
    }
  }
}
