package dev.nnebench.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.dockerjava.api.command.InspectContainerResponse.ContainerState;
import com.github.dockerjava.api.exception.NotFoundException;
import java.net.InetSocketAddress;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.testcontainers.containers.output.OutputFrame;

/**
 * The container's start from the engine's answers: a container that exits is noticed at the next
 * look with its code, the path the forks take, the pull's heartbeat, and failures that say why.
 */
class ContainerStartTest {
  private static final ContainerState RUNNING = DockerAnswers.inspect("{'State': {'Status':"
      + " 'running', 'Running': true, 'ExitCode': 0}}").getState();
  private static final ContainerState EXITED = DockerAnswers.inspect("{'State': {'Status':"
      + " 'exited', 'Running': false, 'OOMKilled': false, 'ExitCode': 1}}").getState();

  @Test
  void aContainerThatExitsIsNoticedAtTheNextLookWithItsCode() {
    Deque<ContainerState> answers = new ArrayDeque<>(List.of(RUNNING, RUNNING, EXITED));
    StartWatch watch = new StartWatch(answers::poll, () -> false, Duration.ofMillis(1));
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> watch.await(Duration.ofMinutes(10)));
    assertEquals("the container exited with code 1 during its start", e.getMessage());
    assertTrue(answers.isEmpty(), "it looked until the exit");
  }

  @Test
  void theImagesReadyLineEndsTheWaitAndItsProgressShowsLive() {
    List<String> shown = new java.util.ArrayList<>();
    ContainerLogTail tail = new ContainerLogTail(5, shown::add);
    for (String line : new String[] {"CONTAINER: starting up...\n", "some alert log line\n",
        "nnebench: NNE server level REQUIRED written to /opt/oracle/sqlnet.ora\n",
        "#########################\nDATABASE IS READY TO USE!\n"}) {
      tail.accept(new OutputFrame(OutputFrame.OutputType.STDOUT, line.getBytes()));
    }
    assertEquals(List.of("CONTAINER: starting up...",
        "nnebench: NNE server level REQUIRED written to /opt/oracle/sqlnet.ora"), shown);
    new StartWatch(() -> RUNNING, tail::ready, Duration.ofMillis(1)).await(Duration.ofSeconds(1));
  }

  @Test
  void anOomKilledContainerSaysSo() {
    ContainerState killed = DockerAnswers.inspect("{'State': {'Status': 'exited', 'Running':"
        + " false, 'OOMKilled': true, 'ExitCode': 137}}").getState();
    assertEquals(Optional.of("the container exited with code 137 (killed for lack of memory)"
        + " during its start"), StartWatch.exited(killed));
    assertEquals(Optional.empty(), StartWatch.exited(RUNNING));
  }

  @Test
  void onANativeEngineTheForksGoStraightToTheBridgeAddress() {
    DockerEngine engine = new DockerEngine("unix:///var/run/docker.sock", "Ubuntu", "k",
        List.of(), "k");
    var inspect = DockerAnswers.inspect("{'NetworkSettings': {'Networks': {'bridge':"
        + " {'IPAddress': '172.17.0.2', 'Gateway': '172.17.0.1'}}, 'Ports': {'1521/tcp':"
        + " [{'HostIp': '127.0.0.1', 'HostPort': '32771'}]}}}");
    ContainerPath direct = ContainerPath.choose(engine, inspect, "127.0.0.1", 32771,
        address -> address.equals(new InetSocketAddress("172.17.0.2", 1521)));
    assertEquals(new ContainerPath("172.17.0.2", 1521, "path direct 172.17.0.2:1521 (bridge, no"
        + " docker-proxy)"), direct);
    ContainerPath proxied = ContainerPath.choose(engine, inspect, "127.0.0.1", 32771, a -> false);
    assertEquals("path 127.0.0.1:32771 through docker-proxy (the bridge address 172.17.0.2 did"
        + " not answer)", proxied.description());
  }

  @Test
  void elsewhereThePathSaysWhatItGoesThrough() {
    DockerEngine desktop = new DockerEngine("unix:///Users/u/.docker/run/docker.sock",
        "Docker Desktop", "6.10.14-linuxkit", List.of(), "24.1.0");
    var inspect = DockerAnswers.inspect("{'NetworkSettings': {'Networks': {'bridge':"
        + " {'IPAddress': '172.17.0.2'}}}}");
    ContainerPath p = ContainerPath.choose(desktop, inspect, "127.0.0.1", 55001, a -> true);
    assertEquals(new ContainerPath("127.0.0.1", 55001, "path 127.0.0.1:55001 through Docker"
        + " Desktop's port forwarder"), p);
    DockerEngine remote = new DockerEngine("tcp://10.0.0.5:2376", "Ubuntu", "k", List.of(), "k");
    assertEquals("path 10.0.0.5:32768 through the network to tcp://10.0.0.5:2376",
        ContainerPath.choose(remote, inspect, "10.0.0.5", 32768, a -> true).description());
  }

  @Test
  void theHeartbeatSumsTheLayersOfThePullStream() {
    PullProgress p = new PullProgress();
    for (String event : new String[] {
        "{'status': 'Pulling from gvenzl/oracle-free', 'id': '23.26.1-slim-faststart'}",
        "{'status': 'Pulling fs layer', 'id': 'a1'}", "{'status': 'Pulling fs layer', 'id': 'b2'}",
        "{'status': 'Downloading', 'progressDetail': {'current': 1048576, 'total': 2097152},"
            + " 'id': 'a1'}",
        "{'status': 'Downloading', 'progressDetail': {'current': 104857600, 'total':"
            + " 1073741824}, 'id': 'b2'}",
        "{'status': 'Download complete', 'id': 'a1'}"}) {
      p.accept(DockerAnswers.pullEvent(event));
    }
    assertEquals("pulling img: 102 of 1,026 MB so far, 1 of 3 layers done, 1m05s",
        p.line("img", Duration.ofSeconds(65)));
  }

  @Test
  void failuresSayWhyAndTheFix() {
    RuntimeException ryuk = new IllegalStateException("Could not connect to Ryuk at"
        + " localhost:32768");
    assertTrue(ContainerStartFailure.of(ryuk, List.of()).getMessage()
        .contains("TESTCONTAINERS_RYUK_DISABLED=true"));
    RuntimeException pull = new RuntimeException("Failed to pull image", new NotFoundException(
        "{\"message\":\"manifest for gvenzl/oracle-free:nope not found: manifest unknown\"}"));
    String m = ContainerStartFailure.of(pull, List.of()).getMessage();
    assertTrue(m.contains("manifest unknown") && m.contains("docker pull "
        + ContainerTarget.IMAGE), m);
    RuntimeException limit = new RuntimeException("toomanyrequests: You have reached your pull"
        + " rate limit");
    assertTrue(ContainerStartFailure.of(limit, List.of()).getMessage().contains("docker login"));
  }

  @Test
  void sysAndSystemGetAFreshPasswordThatNeverEntersTheConfiguration() {
    String one = OracleFreeContainer.adminPassword(new SecureRandom());
    assertNotEquals(one, OracleFreeContainer.adminPassword(new SecureRandom()));
    assertTrue(one.matches("[A-Za-z][A-Za-z0-9]{23}"), one);
    OracleFreeContainer c = ContainerTarget.configure(TargetOptions.container(),
        new ContainerLogTail(3), true, CpuPlacement.shared("test"));
    assertTrue(c.getEnvMap().values().stream().noneMatch(v -> v.equals(c.adminPassword())),
        "set only when the container is created, after configure()");
    assertTrue(!c.adminPassword().equals(TargetOptions.DEFAULT_PASSWORD));
  }
}
