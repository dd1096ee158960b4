package dev.nnebench.target;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * A set of logical CPUs in the kernel's list format, {@code 0-3,8-11}: what sysfs and cgroups
 * write, {@code taskset -c} and {@code docker run --cpuset-cpus} read.
 */
public record CpuList(SortedSet<Integer> cpus) {
  public CpuList {
    cpus = java.util.Collections.unmodifiableSortedSet(new TreeSet<>(cpus));
  }

  /** Parses {@code 0-3,8}; blank is empty. */
  public static CpuList parse(String text) {
    SortedSet<Integer> cpus = new TreeSet<>();
    for (String part : text.strip().split(",")) {
      if (part.isBlank()) {
        continue;
      }
      String[] ends = part.strip().split("-");
      int first = Integer.parseInt(ends[0].strip());
      int last = ends.length > 1 ? Integer.parseInt(ends[1].strip()) : first;
      for (int cpu = first; cpu <= last; cpu++) {
        cpus.add(cpu);
      }
    }
    return new CpuList(cpus);
  }

  public static CpuList of(List<Integer> cpus) {
    return new CpuList(new TreeSet<>(cpus));
  }

  public boolean isEmpty() {
    return cpus.isEmpty();
  }

  public int size() {
    return cpus.size();
  }

  /** Runs of consecutive CPUs as ranges, e.g. {@code 2-3,6-7}. */
  @Override
  public String toString() {
    List<String> runs = new ArrayList<>();
    Integer first = null;
    Integer last = null;
    for (int cpu : cpus) {
      if (last != null && cpu == last + 1) {
        last = cpu;
        continue;
      }
      if (first != null) {
        runs.add(run(first, last));
      }
      first = cpu;
      last = cpu;
    }
    if (first != null) {
      runs.add(run(first, last));
    }
    return String.join(",", runs);
  }

  private static String run(int first, int last) {
    return first == last ? Integer.toString(first) : first + "-" + last;
  }
}
