package dev.nnebench.target;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.nne.KeySchedule;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The loopback double ({@code nnebench serve}) in its own JVM, so its CPU time and GC stay out of
 * the measured JVM. Started on port 0; the port is read from its first line, {@code listening on
 * 127.0.0.1:N}. Closing it destroys the process.
 */
public final class LoopbackTarget extends StartedTarget {
  static final String MAIN_CLASS = "dev.nnebench.cli.Main";
  static final String ENCRYPTION_TYPES = "AES256,AES192,AES128,3DES168,3DES112";
  static final String CHECKSUM_TYPES = "SHA512,SHA384,SHA256,SHA1,MD5";
  private static final Pattern LISTENING = Pattern.compile("listening on 127\\.0\\.0\\.1:(\\d+)");
  private static final long START_TIMEOUT_MILLIS = 60_000;
  private static final long STOP_TIMEOUT_MILLIS = 5_000;
  private static final String HOST = "127.0.0.1";
  /*
   * The double's JVM compiles at a tenth of HotSpot's thresholds: a kind of call it serves a few
   * dozen times a second (an open, a logon) would otherwise reach C2 only after a minute or more,
   * and every trial measures against it while it does. Its compiled state is what a trial meets
   * either way, sooner.
   */
  public static final String COMPILE_SOONER = "-XX:CompileThresholdScaling=0.1";

  private final Process process;
  private final ProcessOutput output;
  private final int port;
  private final Optional<TcpsEndpoint> tcps;
  private final Thread stopOnExit;
  private final CpuPlacement placement;

  private LoopbackTarget(Process process, ProcessOutput output, String banner,
      TargetOptions options, CpuPlacement placement) {
    super(options);
    this.placement = placement;
    this.process = process;
    this.output = output;
    this.port = port(banner);
    this.tcps = TcpsEndpoint.fromServeBanner(banner);
    this.stopOnExit = new Thread(process::destroy, "nnebench-double-stop");
    Runtime.getRuntime().addShutdownHook(stopOnExit);
  }

  /** Starts the double and waits until it listens; fails with exit code TARGET and its output. */
  public static LoopbackTarget start(TargetOptions options) {
    return start(options, List.of());
  }

  /**
   * Starts the double with a server MODEL behind it ({@code serve --server SPEC}, a profile's
   * name or spec; see docs/serve.md).
   */
  public static LoopbackTarget startWithServer(TargetOptions options, String server) {
    return start(options, List.of("--server", server));
  }

  private static LoopbackTarget start(TargetOptions options, List<String> extra) {
    Process process;
    CpuPlacement placement = CpuPinning.forLoopback();
    try {
      List<String> command = new java.util.ArrayList<>(command(options, placement));
      command.addAll(extra);
      ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
      builder.environment().put(UrlTarget.PASSWORD_ENV, options.password());
      process = builder.start();
    } catch (IOException e) {
      throw new NnebenchException(ExitCodes.TARGET, "cannot start the loopback double: "
          + e.getMessage() + "; check that " + javaBinary() + " runs", e);
    }
    ProcessOutput output = new ProcessOutput(process.getInputStream(), "nnebench-double-output");
    try {
      return new LoopbackTarget(process, output, awaitBanner(process, output), options,
          placement);
    } catch (RuntimeException e) {
      stop(process);
      throw e;
    }
  }

  /*
   * On a core of its own where it can be (CpuPinning), so the measured client keeps the others. The
   * password travels in the child's environment, never on its command line. It serves TCPS
   * beside TCP (a certificate costs it milliseconds), so one run can compare the two. It agrees
   * to any SDU up to the maximum, so the session runs at the one the client asks for (8192 by
   * default), as on a server whose DEFAULT_SDU_SIZE is raised. Its data compression is on at
   * level high (SQLNET.COMPRESSION=on, SQLNET.COMPRESSION_LEVELS=(high)): only a client that asks
   * for it gets it, so the cells that do not are served as without it.
   */
  static List<String> command(TargetOptions o, CpuPlacement placement) {
    List<String> command = new java.util.ArrayList<>(CpuPinning.serverPrefix(placement));
    command.addAll(List.of(javaBinary(), COMPILE_SOONER, "-cp", ChildClasspath.current(),
        MAIN_CLASS, "serve", "--port", "0", "--tcps", "--sdu", Integer.toString(SduAsked.MAX),
        "--encryption-server", o.serverLevel().name(), "--encryption-types", ENCRYPTION_TYPES,
        "--checksum-server", o.serverLevel().name(), "--checksum-types", CHECKSUM_TYPES,
        "--key-schedule", o.keySchedule().name(), "--user", o.user(),
        "--compression", "on", "--compression-levels", "high"));
    return command;
  }

  private static String javaBinary() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  private static String awaitBanner(Process process, ProcessOutput output) {
    String line;
    try {
      line = output.firstLine(START_TIMEOUT_MILLIS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new NnebenchException(ExitCodes.TARGET, "interrupted while the loopback double started");
    }
    Matcher m = line == null ? null : LISTENING.matcher(line);
    if (m == null || !m.find()) {
      String why = line == null && process.isAlive()
          ? "did not say 'listening on' within " + START_TIMEOUT_MILLIS / 1000 + " s"
          : "did not start";
      throw new NnebenchException(ExitCodes.TARGET, "the loopback double " + why
          + "; its output: " + output.tail() + "; try 'nnebench serve' to see it directly");
    }
    return line;
  }

  private static int port(String banner) {
    Matcher m = LISTENING.matcher(banner);
    if (!m.find()) {
      throw new IllegalStateException("not a serve banner: " + banner);
    }
    return Integer.parseInt(m.group(1));
  }

  public int port() {
    return port;
  }

  /** The last lines the double printed (its per-connection log), for diagnostics. */
  public String recentOutput() {
    return output.tail();
  }

  @Override
  public TargetKind kind() {
    return TargetKind.LOOPBACK;
  }

  @Override
  public String url() {
    return TargetOptions.thinUrl(HOST, port);
  }

  @Override
  public String description() {
    return "loopback " + HOST + ":" + port + " " + serverNne() + ", key schedule "
        + keyScheduleLabel();
  }

  @Override
  public Optional<CpuPlacement> placement() {
    return Optional.of(placement);
  }

  @Override
  public Optional<TcpsEndpoint> tcps() {
    return tcps;
  }

  @Override
  public Optional<KeySchedule> keySchedule() {
    return Optional.of(options().keySchedule());
  }

  @Override
  public void close() {
    stop(process);
    try {
      Runtime.getRuntime().removeShutdownHook(stopOnExit);
    } catch (IllegalStateException e) {
      // already shutting down: the hook runs anyway
    }
  }

  private static void stop(Process process) {
    process.destroy();
    try {
      if (!process.waitFor(STOP_TIMEOUT_MILLIS, TimeUnit.MILLISECONDS)) {
        process.destroyForcibly().waitFor(STOP_TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }
}
