package dev.nnebench.target;

import com.github.dockerjava.api.command.CreateContainerCmd;
import com.github.dockerjava.api.model.HostConfig;
import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.KeySchedule;
import dev.nnebench.scenario.Scenario;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.oracle.OracleContainer;
import org.testcontainers.utility.MountableFile;

/**
 * Oracle Database Free in Docker (Testcontainers), with NNE turned on server-side by the scripts
 * in docker/initdb. First start pulls the image and takes minutes; the pull's progress and the
 * start's phases show on the console ({@code dev.nnebench.logging}), the pull may take as long as
 * {@code pull.timeout} in testcontainers.properties allows. On Linux the container runs on CPUs
 * of its own and the benchmark forks on the others ({@link CpuPinning}).
 */
public final class ContainerTarget extends StartedTarget {
  /** Pinned; docker/compose.yaml uses the same tag. */
  public static final String IMAGE = "gvenzl/oracle-free:23.26.1-slim-faststart";
  /** What the server offers (01-nne-sqlnet.sh writes the same lists into its sqlnet.ora). */
  static final List<EncryptionType> ENCRYPTION_TYPES = List.of(EncryptionType.AES256,
      EncryptionType.AES192, EncryptionType.AES128);
  static final List<ChecksumType> CHECKSUM_TYPES = List.of(ChecksumType.SHA512,
      ChecksumType.SHA384, ChecksumType.SHA256, ChecksumType.SHA1);
  static final List<String> INIT_SCRIPTS = List.of("01-nne-sqlnet.sh", "02-bench-user.sh");
  /* Oracle's administrators: the image creates --user as an application user beside them. */
  static final List<String> RESERVED_USERS = List.of("SYS", "SYSTEM");
  private static final String INIT_DIR = "/container-entrypoint-initdb.d/";
  private static final String LEVEL_ENV = "NNEBENCH_NNE_LEVEL";
  private static final Duration STARTUP_TIMEOUT = Duration.ofMinutes(10);
  private static final int LOG_LINES_ON_FAILURE = 12;

  private final OracleContainer container;

  private ContainerTarget(OracleContainer container, TargetOptions options) {
    super(options);
    this.container = container;
  }

  /** Starts the container; without Docker fails with exit code TARGET and one line. */
  public static ContainerTarget start(TargetOptions options) {
    requireUsableUser(options.user());
    requireDocker();
    ContainerLogTail tail = new ContainerLogTail(LOG_LINES_ON_FAILURE);
    OracleContainer c = configure(options, tail);
    try {
      c.start();
    } catch (RuntimeException e) {
      c.stop();
      throw ContainerStartFailure.of(e, tail.lines());
    }
    return new ContainerTarget(c, options);
  }

  /* Everything but the start, so tests can check it without Docker. */
  static OracleContainer configure(TargetOptions options, ContainerLogTail tail) {
    OracleContainer c = new OracleContainer(IMAGE)
        .withUsername(options.user())
        .withPassword(options.password());
    c.withEnv(LEVEL_ENV, options.serverLevel().name());
    c.withStartupTimeout(STARTUP_TIMEOUT);
    c.withLogConsumer(tail);
    CpuPinning.serverCpus(TargetKind.CONTAINER).ifPresent(
        cpus -> c.withCreateContainerCmdModifier(cmd -> onCpus(cmd, cpus)));
    for (String script : INIT_SCRIPTS) {
      c.withCopyFileToContainer(MountableFile.forClasspathResource("docker/initdb/" + script, 0755),
          INIT_DIR + script);
    }
    return c;
  }

  /* The container's own CPUs (docker run --cpuset-cpus), so it never competes with the forks. */
  static void onCpus(CreateContainerCmd cmd, String cpus) {
    HostConfig host = cmd.getHostConfig() == null ? HostConfig.newHostConfig() : cmd.getHostConfig();
    cmd.withHostConfig(host.withCpusetCpus(cpus));
  }

  /**
   * Refuses SYS and SYSTEM as {@code --user} (a usage error): the image creates the user as an
   * application user with the bench grants, which Oracle's own administrators cannot be.
   */
  public static void requireUsableUser(String user) {
    if (user == null || user.isBlank()
        || RESERVED_USERS.contains(user.strip().toUpperCase(Locale.ROOT))) {
      throw new NnebenchException(ExitCodes.USAGE, "--user " + user + ": the container creates"
          + " --user as an application user, which SYS and SYSTEM cannot be; use another name"
          + " (default " + TargetOptions.DEFAULT_USER + ")");
    }
  }

  /** Fails with one clear line when Docker is not reachable. */
  public static void requireDocker() {
    if (!dockerAvailable()) {
      throw new NnebenchException(ExitCodes.TARGET, "--target container needs Docker, which is"
          + " not reachable here; start Docker, or use --target loopback or --target url");
    }
  }

  /** Whether Testcontainers can reach a Docker daemon. */
  public static boolean dockerAvailable() {
    try {
      return DockerClientFactory.instance().isDockerAvailable();
    } catch (RuntimeException e) {
      return false;
    }
  }

  /**
   * Why the container cannot serve {@code scenario}, known before it starts: its sqlnet.ora
   * offers AES and SHA only (3DES and MD5 are weak crypto a 23ai server no longer needs to
   * offer), and with REQUIRED on either side and no common algorithm the connection fails.
   */
  public static Optional<String> refusalOf(Scenario scenario) {
    if (scenario.encryption() != EncryptionType.NONE
        && !ENCRYPTION_TYPES.contains(scenario.encryption())) {
      return Optional.of("encryption " + scenario.encryption().driverName() + ": the Oracle Free"
          + " container offers " + names(ENCRYPTION_TYPES.stream().map(EncryptionType::driverName)
          .toList()) + " only; run it on --target loopback");
    }
    if (scenario.checksum() != ChecksumType.NONE && !CHECKSUM_TYPES.contains(scenario.checksum())) {
      return Optional.of("checksum " + scenario.checksum().driverName() + ": the Oracle Free"
          + " container offers " + names(CHECKSUM_TYPES.stream().map(ChecksumType::driverName)
          .toList()) + " only; run it on --target loopback");
    }
    return Optional.empty();
  }

  private static String names(List<String> names) {
    return String.join(", ", names);
  }

  @Override
  public Optional<String> refusal(Scenario scenario) {
    return refusalOf(scenario);
  }

  @Override
  public TargetKind kind() {
    return TargetKind.CONTAINER;
  }

  @Override
  public String url() {
    return TargetOptions.thinUrl(container.getHost(), container.getOraclePort());
  }

  @Override
  public String description() {
    return describe(serverNne());
  }

  /* The image, the server's NNE level and where it runs, e.g. "..., CPUs 2-3". */
  static String describe(String serverNne) {
    return "container " + IMAGE + " " + serverNne + ", " + CpuPinning.serverCpus(
        TargetKind.CONTAINER).map(cpus -> "CPUs " + cpus).orElse("CPUs shared");
  }

  /** Oracle Free is a 23ai server: drivers always use the updated key schedule with it. */
  @Override
  public Optional<KeySchedule> keySchedule() {
    return Optional.of(KeySchedule.UPDATED);
  }

  /* The cpuset Docker applied, as the container inspects (null when none). */
  String cpusetCpus() {
    return container.getContainerInfo().getHostConfig().getCpusetCpus();
  }

  @Override
  public void close() {
    container.stop();
  }
}
