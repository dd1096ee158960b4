package dev.nnebench.target;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * This machine's logical CPUs grouped into physical cores, as the kernel reports them under
 * {@code /sys/devices/system/cpu} ({@code cpuN/topology/thread_siblings_list}), with a hybrid
 * part's efficiency cores ({@code /sys/devices/cpu_atom/cpus}) marked when visible.
 *
 * <p>Why cores and not CPU numbers: the last logical CPUs are usually the hyperthread siblings
 * of the first (on 4 cores / 8 threads, CPUs 6-7 share cores with 2-3), or E-cores; a server
 * "on its own CPUs" there still shares the client's cores, or runs slower than the client.
 */
public record CpuTopology(List<Core> cores) {
  /** One physical core: its logical CPUs, and whether it is an efficiency core. */
  public record Core(CpuList cpus, boolean efficient) {}

  /** The topology under {@code sysDevices} ({@code /sys/devices}), limited to {@code allowed}. */
  public static CpuTopology read(Path sysDevices, CpuList allowed) {
    Path cpuDir = sysDevices.resolve("system/cpu");
    CpuList online = CpuList.parse(readOr(cpuDir.resolve("online"), ""));
    CpuList atoms = CpuList.parse(readOr(sysDevices.resolve("cpu_atom/cpus"), ""));
    Map<CpuList, Boolean> cores = new LinkedHashMap<>();
    for (int cpu : online.cpus()) {
      if (!allowed.cpus().contains(cpu)) {
        continue;
      }
      CpuList siblings = CpuList.parse(readOr(cpuDir.resolve("cpu" + cpu
          + "/topology/thread_siblings_list"), Integer.toString(cpu)));
      cores.putIfAbsent(siblings, atoms.cpus().contains(cpu));
    }
    List<Core> out = new ArrayList<>();
    cores.forEach((cpus, efficient) -> {
      if (allowed.cpus().containsAll(cpus.cpus())) { // a core half outside is nobody's own
        out.add(new Core(cpus, efficient));
      }
    });
    return new CpuTopology(List.copyOf(out));
  }

  /** This machine's, limited to the CPUs this process may run on. */
  public static CpuTopology here() {
    return read(Path.of("/sys/devices"), allowedCpus(Path.of("/proc/self/status")));
  }

  /* Cpus_allowed_list of /proc/self/status: a container or taskset may have narrowed it. */
  static CpuList allowedCpus(Path status) {
    for (String line : readOr(status, "").split("\n")) {
      if (line.startsWith("Cpus_allowed_list:")) {
        return CpuList.parse(line.substring(line.indexOf(':') + 1));
      }
    }
    List<Integer> all = new ArrayList<>();
    for (int i = 0; i < Runtime.getRuntime().availableProcessors(); i++) {
      all.add(i);
    }
    return CpuList.of(all);
  }

  private static String readOr(Path file, String otherwise) {
    try {
      return Files.readString(file).strip();
    } catch (IOException e) {
      return otherwise;
    }
  }

  /**
   * The server's and the client's CPUs: the server takes whole cores from the end until it has
   * {@code serverCpus} logical CPUs, the client keeps the other cores with all their threads, so
   * no core is shared. With E-cores visible both stay on the performance cores (an E-core server
   * or client would measure the core type). Empty when fewer than two cores are left to split.
   */
  public Optional<Split> split(int serverCpus) {
    List<Core> usable = cores.stream().filter(c -> !c.efficient()).toList();
    if (usable.size() < 2) {
      return Optional.empty();
    }
    List<Integer> server = new ArrayList<>();
    int taken = 0;
    for (int i = usable.size() - 1; i >= 1 && server.size() < serverCpus; i--) {
      server.addAll(usable.get(i).cpus().cpus());
      taken++;
    }
    List<Integer> client = new ArrayList<>();
    usable.subList(0, usable.size() - taken).forEach(c -> client.addAll(c.cpus().cpus()));
    return Optional.of(new Split(CpuList.of(server), CpuList.of(client)));
  }

  /** A server's CPUs and its client's, sharing no core. */
  public record Split(CpuList server, CpuList client) {}
}
