package dev.nnebench.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What is missing, and the fix, when Testcontainers reaches no engine: from the socket places as
 * found on a machine (files standing in for the sockets, with the socket's permissions).
 */
class DockerSocketsTest {
  private static final String CAUSE = "Could not find a valid Docker environment";

  @TempDir
  Path root;

  private Path place(String path, String permissions) throws IOException {
    Path p = root.resolve(path);
    Files.createDirectories(p.getParent());
    Files.createFile(p);
    Files.setPosixFilePermissions(p, PosixFilePermissions.fromString(permissions));
    return p;
  }

  private DockerSockets look(Map<String, String> env) {
    return DockerSockets.look(env, root.resolve("home"), root);
  }

  @Test
  void noSocketAnywhereSaysInstallAndStart() {
    String why = look(Map.of()).whyUnreachable(CAUSE);
    assertTrue(why.startsWith("no Docker engine here") && why.contains("sudo systemctl start"
        + " docker") && why.contains("--target loopback"), why);
  }

  @Test
  void aSocketWithoutPermissionSaysJoinTheDockerGroup() throws IOException {
    org.junit.jupiter.api.Assumptions.assumeFalse("root".equals(System.getProperty("user.name")),
        "root reads any file");
    Path socket = place("var/run/docker.sock", "rw-------");
    Files.setPosixFilePermissions(socket, PosixFilePermissions.fromString("---------"));
    String why = look(Map.of()).whyUnreachable(CAUSE);
    assertEquals("permission denied on " + socket + "; add yourself to the docker group (sudo"
        + " usermod -aG docker $USER, then log in again)", why);
  }

  @Test
  void onlyPodmansSocketSaysPointDockerHostAtItWithoutRyuk() throws IOException {
    Path runtime = root.resolve("run/user/1000");
    Path podman = place("run/user/1000/podman/podman.sock", "rw-------");
    String why = look(Map.of("XDG_RUNTIME_DIR", runtime.toString())).whyUnreachable(CAUSE);
    assertTrue(why.contains("export DOCKER_HOST=unix://" + podman
        + " TESTCONTAINERS_RYUK_DISABLED=true"), why);
  }

  @Test
  void aDockerHostThatDoesNotAnswerIsNamed() {
    String why = look(Map.of("DOCKER_HOST", "tcp://10.0.0.5:2376")).whyUnreachable(CAUSE);
    assertTrue(why.startsWith("the Docker engine at DOCKER_HOST=tcp://10.0.0.5:2376 did not"
        + " answer"), why);
  }

  @Test
  void aUsableSocketThatDidNotAnswerSaysRestart() throws IOException {
    place("var/run/docker.sock", "rw-------");
    assertTrue(look(Map.of()).whyUnreachable(CAUSE).startsWith("the Docker engine did not"
        + " answer"));
  }
}
