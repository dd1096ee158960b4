package dev.nnebench.cli;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.link.LinkRelay;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.KeySchedule;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.UrlTarget;
import dev.nnebench.wire.load.ServerModel;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import dev.nnebench.wire.tls.TlsIdentity;
import dev.nnebench.wire.tns.CompressionLevel;
import dev.nnebench.wire.tns.CompressionPolicy;
import java.io.IOException;
import java.io.PrintWriter;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.function.Function;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code nnebench serve}: runs the loopback Oracle Net double in the foreground. The first line
 * on stdout is {@code listening on 127.0.0.1:N} (with {@code --tcps} followed by
 * {@code , tcps on 127.0.0.1:M, trust store FILE}); then one line per connection. SIGTERM (or
 * Ctrl-C) stops it and the command exits 0.
 */
@Command(name = "serve", mixinStandardHelpOptions = true, showDefaultValues = true,
    description = "Runs the loopback Oracle Net double (a test server for the real ojdbc driver).")
public final class ServeCommand implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(names = "--port", description = "Port on 127.0.0.1; 0 picks a free one.")
  int port;

  @Option(names = "--user", description = "User name the double accepts; its password comes from $"
      + UrlTarget.PASSWORD_ENV + " (default: bench), never from the command line.")
  String user = "bench";

  @Option(names = "--service", description = "Service name the double serves.")
  String service = "FREEPDB1";

  @Option(names = "--sdu", description = "Largest SDU the double agrees to.")
  int sdu = ServerOptions.DEFAULT_SDU;

  @Option(names = "--encryption-server", description = "Server encryption level: ${COMPLETION-CANDIDATES}.")
  NneLevel encryptionLevel = NneLevel.ACCEPTED;

  @Option(names = "--encryption-types", description = "Encryption algorithms, e.g. AES256,AES128.")
  String encryptionTypes = "AES256,AES192,AES128,3DES168,3DES112";

  @Option(names = "--checksum-server", description = "Server checksum level: ${COMPLETION-CANDIDATES}.")
  NneLevel checksumLevel = NneLevel.ACCEPTED;

  @Option(names = "--checksum-types", description = "Checksum algorithms, e.g. SHA256,SHA1.")
  String checksumTypes = "SHA256,SHA384,SHA512,SHA1,MD5";

  @Option(names = "--key-schedule", description = "NNE key schedule the double makes drivers"
      + " use: UPDATED (answers as a 23ai server) or LEGACY (as an unpatched 19c; clients with"
      + " oracle.net.allow_weak_crypto=false refuse it with ORA-12268).")
  KeySchedule keySchedule = KeySchedule.DEFAULT;

  @Option(names = "--inbound-connect-timeout", paramLabel = "SECONDS",
      description = "Closes a connection that has not sent its CONNECT and logged in within this"
          + " time, like SQLNET.INBOUND_CONNECT_TIMEOUT; 0 turns it off.")
  int inboundConnectTimeout = (int) ServerOptions.DEFAULT_INBOUND_CONNECT_TIMEOUT.toSeconds();

  @Option(names = "--max-connections", description = "Connections served at once; the next"
      + " one is refused with ORA-12516, as by a listener with no room left.")
  int maxConnections = ServerOptions.DEFAULT_MAX_CONNECTIONS;

  @Option(names = "--max-login-request", paramLabel = "BYTES", description = "Largest request"
      + " a connection may send before it has logged in; a larger one ends the connection.")
  int maxLoginRequest = ServerOptions.DEFAULT_MAX_LOGIN_REQUEST;

  @Option(names = "--send-timeout", paramLabel = "SECONDS", description = "Closes a connection"
      + " whose client has left a send blocked (stopped reading) this long, like"
      + " SQLNET.SEND_TIMEOUT; 0 turns it off.")
  int sendTimeout = (int) ServerOptions.DEFAULT_SEND_TIMEOUT.toSeconds();

  @Option(names = "--tcps", description = "Also serve TCPS (TLS) on a second port, with a key"
      + " pair and self-signed certificate made at start; the certificate's trust store (no"
      + " password) is written to a temporary file named on the first line.")
  boolean tcps;

  @Option(names = "--tcps-port", description = "TCPS port on 127.0.0.1 (a port other than 0"
      + " implies --tcps); 0 picks a free one.")
  int tcpsPort;

  @Option(names = "--eztls", paramLabel = "on|off", description = "Answer ezTLS (TLS 1.3"
      + " negotiated inside ANO on the plain port, encryption id 21) to clients that offer it, as"
      + " 26ai does by default; with an EC certificate made at start and never stored.")
  Switch ezTls = Switch.on;

  /** An on/off option value. */
  enum Switch { on, off }

  @Option(names = "--compression", paramLabel = "on|off", description = "Oracle Net data"
      + " compression, like SQLNET.COMPRESSION: a client that asks for a level the double lists"
      + " gets its data packets compressed (zlib) in both directions.")
  Switch compression = Switch.off;

  @Option(names = "--compression-levels", paramLabel = "LEVELS", description = "Levels the"
      + " double lists, like SQLNET.COMPRESSION_LEVELS, e.g. high or high,low; it compresses at"
      + " high only (low is LZO, which it lacks), so a client asking for low alone gets none.")
  String compressionLevels = "high";

  @Option(names = "--compression-threshold", paramLabel = "BYTES", description = "Packets of"
      + " at most this many bytes go out uncompressed, like SQLNET.COMPRESSION_THRESHOLD"
      + " (at least " + CompressionPolicy.MIN_THRESHOLD + ").")
  int compressionThreshold = CompressionPolicy.DEFAULT_THRESHOLD;

  @Mixin LinkOptions linkOptions;

  @Mixin ServerModelOptions serverModel;

  private final CountDownLatch stop = new CountDownLatch(1);

  @Override
  public Integer call() throws InterruptedException {
    LinkSpec link = linkOptions.link();
    ServerOptions options = options(link.emulated() ? 0 : port);
    ServerModel model = options.serverLoad().model();
    PrintWriter out = spec.commandLine().getOut();
    try (WireServer server = start(options); LinkRelay relay = linkInFront(link, server)) {
      StopSignal.onTerminate(stop::countDown);
      out.println("listening on 127.0.0.1:" + (relay == null ? server.port() : relay.port())
          + linkLine(relay, server) + (model.isNone() ? "" : ", " + model.describe())
          + tcpsLine(server, options)); // the trust store's path ends the line
      out.flush();
      stop.await();
    } catch (IOException e) {
      throw new NnebenchException(ExitCodes.TARGET, "cannot stop the link relay: "
          + e.getMessage(), e);
    }
    return ExitCodes.OK;
  }

  /* The link listens on --port and the double on a free port behind it; null without a link. */
  private LinkRelay linkInFront(LinkSpec link, WireServer server) {
    if (!link.emulated()) {
      return null;
    }
    try {
      return LinkRelay.start(port, "127.0.0.1", server.port(), link);
    } catch (java.io.UncheckedIOException e) {
      throw new NnebenchException(ExitCodes.TARGET, e.getMessage()
          + "; pick a free --port, or 0 for any", e);
    }
  }

  private static String linkLine(LinkRelay relay, WireServer server) {
    return relay == null ? "" : " over an emulated link (" + relay.link().describe()
        + "; TCP windows are not emulated), the double itself on 127.0.0.1:" + server.port();
  }

  /* The trust store is written only once the listener is up, so no stale file is left behind. */
  private static String tcpsLine(WireServer server, ServerOptions options) {
    if (options.tls() == null) {
      return "";
    }
    return ", tcps on 127.0.0.1:" + server.tcpsPort() + ", trust store "
        + options.tls().writeTrustStore();
  }

  private static WireServer start(ServerOptions options) {
    try {
      return new WireServer(options).start();
    } catch (java.io.UncheckedIOException e) {
      throw new NnebenchException(ExitCodes.TARGET, e.getMessage()
          + "; pick a free --port, or 0 for any", e);
    }
  }

  ServerOptions options() {
    return options(port);
  }

  private ServerOptions options(int listenPort) {
    PrintWriter out = spec.commandLine().getOut();
    try {
      ServerOptions.Builder builder = ServerOptions.builder();
      if (tcps || tcpsPort != 0) {
        builder.tcps(TlsIdentity.create(new SecureRandom()), tcpsPort);
      }
      return builder.port(listenPort).user(user, password()).services(service).sdu(sdu)
          .encryption(encryptionLevel, parse(encryptionTypes, "--encryption-types",
              EncryptionType::byDriverName))
          .checksum(checksumLevel, parse(checksumTypes, "--checksum-types",
              ChecksumType::byDriverName))
          .keySchedule(keySchedule)
          .ezTls(ezTls == Switch.on)
          .compression(compressionPolicy())
          .inboundConnectTimeout(Duration.ofSeconds(inboundConnectTimeout))
          .maxConnections(maxConnections).maxLoginRequest(maxLoginRequest)
          .sendTimeout(Duration.ofSeconds(sendTimeout))
          .serverModel(serverModel.model())
          .log(line -> logLine(out, line))
          .build();
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
    }
  }

  /* Validated whether on or off, so that a mistake shows before it matters. */
  private CompressionPolicy compressionPolicy() {
    List<CompressionLevel> levels = new ArrayList<>();
    for (String name : compressionLevels.replace("(", "").replace(")", "").split("[,\\s]+")) {
      if (!name.isEmpty()) {
        levels.add(CompressionLevel.byName(name).orElseThrow(() -> new IllegalArgumentException(
            "--compression-levels: unknown level '" + name + "'; use high, low or both")));
      }
    }
    if (levels.isEmpty()) {
      throw new IllegalArgumentException("--compression-levels lists no level; use high");
    }
    if (compressionThreshold < CompressionPolicy.MIN_THRESHOLD) {
      throw new IllegalArgumentException("--compression-threshold must be at least "
          + CompressionPolicy.MIN_THRESHOLD + " bytes, got " + compressionThreshold);
    }
    return compression == Switch.on ? new CompressionPolicy(levels, compressionThreshold)
        : CompressionPolicy.OFF;
  }

  /* From the environment, so that no process listing shows it. */
  private static String password() {
    String fromEnv = System.getenv(UrlTarget.PASSWORD_ENV);
    return fromEnv == null || fromEnv.isEmpty() ? TargetOptions.DEFAULT_PASSWORD : fromEnv;
  }

  private static synchronized void logLine(PrintWriter out, String line) {
    out.println(line);
    out.flush();
  }

  /** A list like {@code AES256,AES128} or {@code (AES256, AES128)}, as sqlnet.ora writes it. */
  static <T> List<T> parse(String list, String option,
      Function<String, java.util.Optional<T>> byName) {
    List<T> out = new ArrayList<>();
    for (String name : list.replace("(", "").replace(")", "").split("[,\\s]+")) {
      if (name.isEmpty()) {
        continue;
      }
      out.add(byName.apply(name).orElseThrow(() -> new IllegalArgumentException(
          option + ": unknown algorithm '" + name + "'")));
    }
    if (out.isEmpty()) {
      throw new IllegalArgumentException(option + " lists no algorithm");
    }
    return out;
  }
}
