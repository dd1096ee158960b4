package dev.nnebench.target;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.nne.KeySchedule;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.oracle.OracleContainer;
import org.testcontainers.utility.MountableFile;

/**
 * Oracle Database Free in Docker (Testcontainers), with NNE turned on server-side by the scripts
 * in docker/initdb. First start pulls the image and takes minutes.
 */
public final class ContainerTarget extends StartedTarget {
  /** Pinned; docker/compose.yaml uses the same tag. */
  public static final String IMAGE = "gvenzl/oracle-free:23.26.1-slim-faststart";
  static final List<String> INIT_SCRIPTS = List.of("01-nne-sqlnet.sh", "02-bench-user.sql");
  private static final String INIT_DIR = "/container-entrypoint-initdb.d/";
  private static final String LEVEL_ENV = "NNEBENCH_NNE_LEVEL";
  private static final Duration STARTUP_TIMEOUT = Duration.ofMinutes(10);

  private final OracleContainer container;

  private ContainerTarget(OracleContainer container, TargetOptions options) {
    super(options);
    this.container = container;
  }

  /** Starts the container; without Docker fails with exit code TARGET and one line. */
  public static ContainerTarget start(TargetOptions options) {
    requireDocker();
    OracleContainer c = new OracleContainer(IMAGE)
        .withUsername(options.user())
        .withPassword(options.password());
    c.withEnv(LEVEL_ENV, options.serverLevel().name());
    c.withStartupTimeout(STARTUP_TIMEOUT);
    for (String script : INIT_SCRIPTS) {
      c.withCopyFileToContainer(MountableFile.forClasspathResource("docker/initdb/" + script, 0755),
          INIT_DIR + script);
    }
    try {
      c.start();
    } catch (RuntimeException e) {
      c.stop();
      throw new NnebenchException(ExitCodes.TARGET, "the Oracle Free container did not start: "
          + e.getMessage() + "; see 'docker logs' or try docker/compose.yaml by hand", e);
    }
    return new ContainerTarget(c, options);
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
    return "container " + IMAGE + " " + serverNne();
  }

  /** Oracle Free is a 23ai server: drivers always use the updated key schedule with it. */
  @Override
  public Optional<KeySchedule> keySchedule() {
    return Optional.of(KeySchedule.UPDATED);
  }

  @Override
  public void close() {
    container.stop();
  }
}
