package dev.nnebench.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.github.dockerjava.api.command.CreateContainerCmd;
import com.github.dockerjava.api.model.ExposedPort;
import com.github.dockerjava.api.model.HostConfig;
import com.github.dockerjava.api.model.Ports;
import java.io.InputStream;
import java.lang.reflect.Proxy;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.testcontainers.containers.output.OutputFrame;
import org.testcontainers.oracle.OracleContainer;
import org.testcontainers.utility.TestcontainersConfiguration;

/** How the container is set up before it starts; none of it needs Docker. */
class ContainerSetupTest {

  @Test
  void thePullMayTakeAnHourFromTheClasspathSettings() throws Exception {
    Properties shipped = new Properties();
    try (InputStream in = getClass().getResourceAsStream("/testcontainers.properties")) {
      shipped.load(in);
    }
    assertEquals("3600", shipped.getProperty("pull.timeout"));
    assumeTrue(System.getenv("TESTCONTAINERS_PULL_TIMEOUT") == null, "overridden here");
    assertTrue(TestcontainersConfiguration.getInstance().getImagePullTimeout() >= 1800,
        "Testcontainers reads " + TestcontainersConfiguration.getInstance()
            .getImagePullTimeout() + " s (a ~/.testcontainers.properties may set it)");
  }

  private static final CpuPlacement PINNED = CpuPlacement.pinned(new CpuTopology.Split(
      CpuList.parse("2-3"), CpuList.parse("0-1")));

  @Test
  void theLogTailIsAttachedAsAConsumer() {
    ContainerLogTail tail = new ContainerLogTail(5);
    OracleContainer c = ContainerTarget.configure(TargetOptions.container(), tail, true, PINNED);
    assertTrue(c.getLogConsumers().contains(tail), c.getLogConsumers().toString());
  }

  @Test
  void onALocalEngineTheCpusetIsAskedAndThePortPublishedOnLoopbackOnly() {
    OracleContainer c = ContainerTarget.configure(TargetOptions.container(),
        new ContainerLogTail(5), true, PINNED);
    AtomicReference<HostConfig> host = new AtomicReference<>(HostConfig.newHostConfig()
        .withPublishAllPorts(true).withMemory(2L << 30));
    CreateContainerCmd cmd = createCommand(host);
    c.getCreateContainerCmdModifiers().forEach(m -> m.modify(cmd));
    assertEquals("2-3", host.get().getCpusetCpus());
    assertEquals(2L << 30, host.get().getMemory());
    assertEquals(Boolean.FALSE, host.get().getPublishAllPorts());
    Ports.Binding binding = host.get().getPortBindings().getBindings()
        .get(ExposedPort.tcp(1521))[0];
    assertEquals("127.0.0.1", binding.getHostIp());
  }

  @Test
  void sharedOnARemoteEngineNothingIsPinnedAndThePortStaysReachable() {
    AtomicReference<HostConfig> host = new AtomicReference<>(HostConfig.newHostConfig()
        .withPublishAllPorts(true));
    ContainerTarget.onHost(createCommand(host), CpuPlacement.shared("remote"), false);
    assertEquals(null, host.get().getCpusetCpus());
    assertEquals(Boolean.TRUE, host.get().getPublishAllPorts());
  }

  /* The two methods the modifier uses, over a holder: no Docker client needed. */
  private static CreateContainerCmd createCommand(AtomicReference<HostConfig> host) {
    return (CreateContainerCmd) Proxy.newProxyInstance(ContainerSetupTest.class.getClassLoader(),
        new Class<?>[] {CreateContainerCmd.class}, (proxy, method, args) -> {
          switch (method.getName()) {
            case "getHostConfig":
              return host.get();
            case "withHostConfig":
              host.set((HostConfig) args[0]);
              return proxy;
            default:
              throw new UnsupportedOperationException(method.getName());
          }
        });
  }

  @Test
  void theTailKeepsTheLastLinesAcrossFrames() {
    ContainerLogTail tail = new ContainerLogTail(3);
    for (String chunk : new String[] {"one\ntwo\nth", "ree\n\nfour\n", "five"}) {
      tail.accept(new OutputFrame(OutputFrame.OutputType.STDOUT, chunk.getBytes()));
    }
    assertEquals(java.util.List.of("three", "four", "five"), tail.lines());
  }

  @Test
  void aFailedStartSaysItsCauseAndTheLastLinesInAFewLines() {
    RuntimeException e = new RuntimeException("Container startup failed for image x",
        new RuntimeException("Could not create/start container", new IllegalStateException(
            "Wait strategy failed. Container exited with code 1", new RuntimeException(
                "Timed out waiting for log output\n  at somewhere"))));
    String m = ContainerStartFailure.of(e, java.util.List.of("ORA-00821: too little memory",
        "CONTAINER: aborting")).getMessage();
    assertTrue(m.startsWith("the Oracle Free container did not start: Wait strategy failed."
        + " Container exited with code 1: Timed out waiting for log output;"), m);
    assertTrue(m.contains("\n  ORA-00821: too little memory\n  CONTAINER: aborting\n"), m);
    assertTrue(m.lines().count() <= 5 && !m.contains("Could not create"), m);
  }
}
