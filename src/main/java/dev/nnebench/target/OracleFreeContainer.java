package dev.nnebench.target;

import java.security.SecureRandom;
import java.time.Duration;
import org.testcontainers.oracle.OracleContainer;

/**
 * Testcontainers' Oracle Free container with SYS and SYSTEM on a password of their own, new in
 * every run and never shown (Testcontainers gives them the application user's, here a default
 * anyone knows), and a start that ends when the container exits ({@link StartWatch}).
 */
final class OracleFreeContainer extends OracleContainer {
  private static final String ALPHABET = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  private static final int LETTERS = 49;
  private static final int PASSWORD_LENGTH = 24;
  private static final Duration LOOK_EVERY = Duration.ofSeconds(2);

  private final String adminPassword = adminPassword(new SecureRandom());
  private final ContainerLogTail tail;
  private final Duration timeout;

  OracleFreeContainer(String image, ContainerLogTail tail, Duration timeout) {
    super(image);
    this.tail = tail;
    this.timeout = timeout;
  }

  /* Letters first, then letters and digits: valid quoted or not in ALTER USER. */
  static String adminPassword(SecureRandom random) {
    StringBuilder p = new StringBuilder();
    p.append(ALPHABET.charAt(random.nextInt(LETTERS)));
    while (p.length() < PASSWORD_LENGTH) {
      p.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
    }
    return p.toString();
  }

  /** ORACLE_PASSWORD, which the image gives SYS and SYSTEM. */
  String adminPassword() {
    return adminPassword;
  }

  @Override
  protected void configure() {
    super.configure();
    withEnv("ORACLE_PASSWORD", adminPassword);
  }

  @Override
  protected void waitUntilContainerStarted() {
    new StartWatch(() -> getDockerClient().inspectContainerCmd(getContainerId()).exec()
        .getState(), tail::ready, LOOK_EVERY).await(timeout);
  }
}
