package dev.nnebench.target;

import com.github.dockerjava.api.command.CreateContainerCmd;
import com.github.dockerjava.api.model.ExposedPort;
import com.github.dockerjava.api.model.HostConfig;
import com.github.dockerjava.api.model.PortBinding;
import com.github.dockerjava.api.model.Ports;
import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.KeySchedule;
import dev.nnebench.scenario.Scenario;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.Container.ExecResult;
import org.testcontainers.utility.MountableFile;

/**
 * Oracle Database Free in Docker (Testcontainers), with NNE turned on server-side by the scripts
 * in docker/initdb. First start pulls the image and takes minutes; the pull's progress and the
 * image's own start phases show on the console, the pull may take as long as
 * {@code pull.timeout} in testcontainers.properties allows. Where the engine runs containers on
 * this machine's CPUs the container gets cores of its own and the forks the others ({@link
 * CpuPinning}, read back after the start); the forks reach it directly where they can ({@link
 * ContainerPath}). Both are named in its description, which every row carries.
 */
public final class ContainerTarget extends StartedTarget {
  /** Pinned; docker/compose.yaml uses the same tag. */
  public static final String IMAGE = "gvenzl/oracle-free:23.26.1-slim-faststart";
  /** What the server offers (01-nne-sqlnet.sh writes the same lists into its sqlnet.ora). */
  static final List<EncryptionType> ENCRYPTION_TYPES = List.of(EncryptionType.AES256,
      EncryptionType.AES192, EncryptionType.AES128);
  static final List<ChecksumType> CHECKSUM_TYPES = List.of(ChecksumType.SHA512,
      ChecksumType.SHA384, ChecksumType.SHA256, ChecksumType.SHA1);
  static final List<String> INIT_SCRIPTS = List.of("01-nne-sqlnet.sh", "02-bench-user.sh",
      "03-compression-sqlnet.sh");
  static final String LOOPBACK_ADDRESS = "127.0.0.1";
  private static final String INIT_DIR = "/container-entrypoint-initdb.d/";
  private static final String LEVEL_ENV = "NNEBENCH_NNE_LEVEL";
  private static final Duration STARTUP_TIMEOUT = Duration.ofMinutes(10);
  private static final int LOG_LINES_ON_FAILURE = 12;
  private static final String PROGRESS = "container: ";
  /* cgroup v2, then v1: the CPUs the kernel lets the container use. */
  private static final String EFFECTIVE_CPUS = "cat /sys/fs/cgroup/cpuset.cpus.effective"
      + " 2>/dev/null || cat /sys/fs/cgroup/cpuset/cpuset.effective_cpus";

  private final OracleFreeContainer container;
  private final CpuPlacement placement;
  private final ContainerPath path;

  private ContainerTarget(OracleFreeContainer container, TargetOptions options,
      CpuPlacement placement, ContainerPath path) {
    super(options);
    this.container = container;
    this.placement = placement;
    this.path = path;
  }

  /** Starts the container; without Docker fails with exit code TARGET and one line. */
  public static ContainerTarget start(TargetOptions options) {
    requireUsableUser(options.user());
    DockerEngine engine = requireDocker();
    CpuPlacement asked = CpuPinning.forContainer(engine);
    Consumer<String> console = line -> System.err.println(PROGRESS + line);
    console.accept("starting " + IMAGE + " on " + asked.describe());
    try {
      ImagePull.ensure(IMAGE, console);
    } catch (RuntimeException e) {
      throw ContainerStartFailure.of(e, List.of());
    }
    ContainerLogTail tail = new ContainerLogTail(LOG_LINES_ON_FAILURE, console);
    OracleFreeContainer c = configure(options, tail, engine.local(), asked);
    try {
      c.start();
    } catch (RuntimeException e) {
      c.stop();
      throw ContainerStartFailure.of(e, tail.lines());
    }
    CpuPlacement applied = asked.readBack(effectiveCpus(c));
    ContainerPath path = ContainerPath.choose(engine, c.getContainerInfo(),
        engine.local() ? LOOPBACK_ADDRESS : c.getHost(), c.getOraclePort(), ContainerPath::answers);
    console.accept("ready: " + applied.describe() + ", " + path.description());
    return new ContainerTarget(c, options, applied, path);
  }

  /* Everything but the start, so tests can check it without Docker. */
  static OracleFreeContainer configure(TargetOptions options, ContainerLogTail tail,
      boolean localEngine, CpuPlacement placement) {
    OracleFreeContainer c = new OracleFreeContainer(IMAGE, tail, STARTUP_TIMEOUT);
    c.withUsername(options.user()).withPassword(options.password());
    c.withEnv(LEVEL_ENV, options.serverLevel().name());
    c.withLogConsumer(tail);
    c.withCreateContainerCmdModifier(cmd -> onHost(cmd, placement, localEngine));
    for (String script : INIT_SCRIPTS) {
      c.withCopyFileToContainer(MountableFile.forClasspathResource("docker/initdb/" + script, 0755),
          INIT_DIR + script);
    }
    return c;
  }

  /*
   * The container's own CPUs (docker run --cpuset-cpus), so it never competes with the forks;
   * and its port published on 127.0.0.1 only where the engine is local: Docker's own iptables
   * rules let a port published on every interface past the host's firewall.
   */
  static void onHost(CreateContainerCmd cmd, CpuPlacement placement, boolean localEngine) {
    HostConfig host = cmd.getHostConfig() == null ? HostConfig.newHostConfig() : cmd.getHostConfig();
    placement.server().ifPresent(cpus -> host.withCpusetCpus(cpus.toString()));
    if (localEngine) {
      host.withPublishAllPorts(false).withPortBindings(new PortBinding(
          Ports.Binding.bindIp(LOOPBACK_ADDRESS), ExposedPort.tcp(ContainerPath.ORACLE_PORT)));
    }
    cmd.withHostConfig(host);
  }

  /* The cpuset the kernel applied inside the container; empty when it cannot be read. */
  private static String effectiveCpus(OracleFreeContainer c) {
    try {
      ExecResult r = c.execInContainer("sh", "-c", EFFECTIVE_CPUS);
      return r.getExitCode() == 0 ? r.getStdout().strip() : "";
    } catch (IOException | RuntimeException e) {
      return "";
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "";
    }
  }

  /**
   * Refuses, as a usage error before any Docker call, a {@code --user} the image cannot create
   * ({@link ContainerUserName}): the entrypoint would die minutes into the first start.
   */
  public static void requireUsableUser(String user) {
    ContainerUserName.require(user);
  }

  /**
   * The engine Testcontainers reaches; fails with one line naming what is missing and the fix
   * when there is none ({@link DockerSockets}): its own reasons go to loggers kept quiet.
   */
  public static DockerEngine requireDocker() {
    try {
      DockerClientFactory factory = DockerClientFactory.instance();
      factory.client();
      return DockerEngine.of(factory.getInfo(),
          factory.getTransportConfig().getDockerHost().toString());
    } catch (RuntimeException e) {
      throw new NnebenchException(ExitCodes.TARGET, "--target container needs a Docker engine: "
          + DockerSockets.here().whyUnreachable(ContainerStartFailure.rootCause(e)), e);
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
    return TargetOptions.thinUrl(path.host(), path.port());
  }

  @Override
  public String description() {
    return "container " + IMAGE + " " + serverNne() + ", " + placement.describe() + ", "
        + path.description();
  }

  /* Before the start, for plans: the CPUs and the path are decided with the engine. */
  static String describe(String serverNne) {
    return "container " + IMAGE + " " + serverNne + ", CPUs and path decided with the Docker"
        + " engine at start";
  }

  @Override
  public Optional<CpuPlacement> placement() {
    return Optional.of(placement);
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

  /* The host addresses Docker published the listener on, as the container inspects. */
  List<String> publishedAddresses() {
    var bindings = container.getContainerInfo().getNetworkSettings().getPorts().getBindings()
        .get(ExposedPort.tcp(ContainerPath.ORACLE_PORT));
    return bindings == null ? List.of() : java.util.Arrays.stream(bindings)
        .map(Ports.Binding::getHostIp).toList();
  }

  @Override
  public void close() {
    container.stop();
  }
}
