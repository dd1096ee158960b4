package dev.nnebench.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CPU split from the kernel's topology (sysfs trees written as the kernel writes them) and
 * the container's placement from the Docker engine's facts.
 */
class CpuPinningTest {
  @TempDir
  Path sys;

  /* A sysfs tree: {@code siblings} per logical CPU, optional E-cores (cpu_atom/cpus). */
  private CpuTopology topology(List<String> siblings, String atoms) throws IOException {
    Path cpu = sys.resolve("system/cpu");
    Files.createDirectories(cpu);
    Files.writeString(cpu.resolve("online"), "0-" + (siblings.size() - 1) + "\n");
    for (int i = 0; i < siblings.size(); i++) {
      Path topo = Files.createDirectories(cpu.resolve("cpu" + i + "/topology"));
      Files.writeString(topo.resolve("thread_siblings_list"), siblings.get(i) + "\n");
    }
    if (!atoms.isEmpty()) {
      Files.createDirectories(sys.resolve("cpu_atom"));
      Files.writeString(sys.resolve("cpu_atom/cpus"), atoms + "\n");
    }
    return CpuTopology.read(sys, CpuList.parse("0-" + (siblings.size() - 1)));
  }

  @Test
  void onFourCoresEightThreadsTheServerTakesWholeCoresAndTheClientKeepsNoSibling()
      throws IOException {
    // Linux numbers the second threads after the first: CPU 3's sibling is 7
    CpuTopology t = topology(List.of("0,4", "1,5", "2,6", "3,7", "0,4", "1,5", "2,6", "3,7"), "");
    CpuTopology.Split container = t.split(CpuPinning.ORACLE_FREE_CPUS).orElseThrow();
    assertEquals("3,7", container.server().toString());
    assertEquals("0-2,4-6", container.client().toString());
    CpuTopology.Split loopback = t.split(1).orElseThrow();
    assertEquals("3,7", loopback.server().toString(), "a core is the least a server gets");
  }

  @Test
  void withoutHyperthreadsTheContainerGetsTwoCoresWhenTheClientKeepsOne() throws IOException {
    CpuTopology four = topology(List.of("0", "1", "2", "3"), "");
    assertEquals("2-3", four.split(2).orElseThrow().server().toString());
    assertEquals("0-1", four.split(2).orElseThrow().client().toString());
    Files.walk(sys).sorted(java.util.Comparator.reverseOrder()).filter(p -> !p.equals(sys))
        .forEach(p -> p.toFile().delete());
    CpuTopology two = topology(List.of("0", "1"), "");
    assertEquals("1", two.split(2).orElseThrow().server().toString(), "the client keeps one");
    assertEquals("0", two.split(2).orElseThrow().client().toString());
  }

  @Test
  void oneCoreWithTwoThreadsCannotBeSplit() throws IOException {
    CpuTopology t = topology(List.of("0-1", "0-1"), "");
    assertEquals(Optional.empty(), t.split(1));
    if (CpuPinning.available()) {
      CpuPlacement p = CpuPinning.on(t, 1);
      assertFalse(p.isPinned());
      assertTrue(p.describe().startsWith("CPUs shared (1 core(s) here"), p.describe());
    }
  }

  @Test
  void onAHybridPartBothSidesStayOnPerformanceCores() throws IOException {
    // 2 P-cores with hyperthreads (0-3), 4 E-cores (4-7), as an i5-1235U's sysfs lists them
    CpuTopology t = topology(List.of("0-1", "0-1", "2-3", "2-3", "4", "5", "6", "7"), "4-7");
    CpuTopology.Split s = t.split(1).orElseThrow();
    assertEquals("2-3", s.server().toString());
    assertEquals("0-1", s.client().toString());
  }

  @Test
  void cpusOutsideThisProcesssSetAreNobodys() throws IOException {
    topology(List.of("0,4", "1,5", "2,6", "3,7", "0,4", "1,5", "2,6", "3,7"), "");
    CpuTopology narrowed = CpuTopology.read(sys, CpuList.parse("0-3"));
    assertEquals(List.of(), narrowed.cores(), "every core is half outside");
    Path status = sys.resolve("status");
    Files.writeString(status, "Name:\tjava\nCpus_allowed_list:\t0-2,5\n");
    assertEquals("0-2,5", CpuTopology.allowedCpus(status).toString());
  }

  @Test
  void cpuListsReadAndWriteTheKernelsFormat() {
    assertEquals("0-3,8,10-11", CpuList.parse("0-3, 8,10-11\n").toString());
    assertEquals("", CpuList.parse("").toString());
  }

  @Test
  void theContainerIsPinnedOnlyOnANativeLocalEngine() {
    String kernel = System.getProperty("os.version");
    DockerEngine desktop = new DockerEngine("unix:///home/u/.docker/desktop/docker.sock",
        "Docker Desktop", "6.10.14-linuxkit", List.of("name=seccomp,profile=unconfined"), kernel);
    assertEquals("CPUs shared (Docker Desktop runs containers in a VM)",
        CpuPinning.forContainer(desktop).describe());
    DockerEngine rootless = new DockerEngine("unix:///run/user/1000/docker.sock", "Ubuntu 24.04",
        kernel, List.of("name=seccomp,profile=builtin", "name=rootless", "name=cgroupns"), kernel);
    assertEquals("CPUs shared (rootless Docker ignores --cpuset-cpus)",
        CpuPinning.forContainer(rootless).describe());
    DockerEngine remote = new DockerEngine("tcp://build-host:2376", "Ubuntu 24.04", kernel,
        List.of(), kernel);
    assertTrue(CpuPinning.forContainer(remote).describe().contains("is another machine"));
    DockerEngine colima = new DockerEngine("unix:///var/run/docker.sock", "Ubuntu 24.04",
        "6.8.0-50-generic-colima", List.of(), kernel);
    assertTrue(CpuPinning.forContainer(colima).describe().contains("runs in a VM"));
    DockerEngine nativeEngine = new DockerEngine("unix:///var/run/docker.sock", "Ubuntu 24.04",
        kernel, List.of("name=apparmor", "name=seccomp,profile=builtin"), kernel);
    assertEquals(Optional.empty(), nativeEngine.notNative());
  }

  @Test
  void theAppliedSetIsReadBackAndADifferentOneIsRecordedAsShared() {
    CpuPlacement asked = CpuPlacement.pinned(new CpuTopology.Split(CpuList.parse("3,7"),
        CpuList.parse("0-2,4-6")));
    assertEquals(asked, asked.readBack("3,7\n"));
    CpuPlacement ignored = asked.readBack("0-7");
    assertEquals("CPUs shared (asked CPUs 3,7, the engine applied 0-7)", ignored.describe());
    assertEquals(Map.of(CpuPlacement.SHARED, "asked CPUs 3,7, the engine applied 0-7"),
        ignored.properties());
    assertFalse(asked.readBack("").isPinned());
    assertEquals(Map.of(CpuPlacement.SERVER, "3,7", CpuPlacement.CLIENT, "0-2,4-6"),
        asked.properties());
  }

  @Test
  void aSharedForkRecordsSharedAndWhyInItsRow() {
    Map<String, String> row = CpuPlacement.shared("Docker Desktop runs containers in a VM")
        .pinThisJvm();
    assertEquals("shared (Docker Desktop runs containers in a VM)", row.get("cpus.double"));
    assertEquals(row.get("cpus.double"), row.get("cpus.client"));
  }
}
