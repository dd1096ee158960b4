package dev.nnebench.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The engine's facts from {@code docker info} answers as each kind of engine gives them. */
class DockerEngineTest {
  private static final String KERNEL = System.getProperty("os.version");

  @Test
  void aNativeEngineOnThisKernelThroughItsSocketIsNative() {
    DockerEngine e = DockerEngine.of(DockerAnswers.info("{'OperatingSystem': 'Ubuntu 24.04.1"
        + " LTS', 'OSType': 'linux', 'KernelVersion': '" + KERNEL + "', 'NCPU': 8,"
        + " 'SecurityOptions': ['name=apparmor', 'name=seccomp,profile=builtin',"
        + " 'name=cgroupns']}"), "unix:///var/run/docker.sock");
    assertTrue(e.local());
    assertEquals(Optional.empty(), e.notNative());
  }

  @Test
  void dockerDesktopRootlessAndRemoteAreNot() {
    DockerEngine desktop = DockerEngine.of(DockerAnswers.info("{'OperatingSystem': 'Docker"
        + " Desktop', 'KernelVersion': '6.10.14-linuxkit', 'Name': 'docker-desktop'}"),
        "unix:///Users/u/.docker/run/docker.sock");
    assertEquals(Optional.of("Docker Desktop runs containers in a VM"), desktop.notNative());
    DockerEngine rootless = DockerEngine.of(DockerAnswers.info("{'OperatingSystem': 'Debian"
        + " GNU/Linux 12', 'KernelVersion': '" + KERNEL + "', 'SecurityOptions':"
        + " ['name=seccomp,profile=builtin', 'name=rootless', 'name=cgroupns']}"),
        "unix:///run/user/1000/docker.sock");
    assertEquals(Optional.of("rootless Docker ignores --cpuset-cpus"), rootless.notNative());
    DockerEngine remote = DockerEngine.of(DockerAnswers.info("{'KernelVersion': '" + KERNEL
        + "'}"), "tcp://10.0.0.5:2376");
    assertTrue(!remote.local() && remote.notNative().orElseThrow().contains("another machine"));
  }
}
