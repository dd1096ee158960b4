package dev.nnebench.fetch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Where a result was measured: JDK, OS, CPU model and the CPU features that decide crypto speed
 * (aes = AES-NI, sha_ni = SHA extensions). Flags are "yes"/"no" from /proc/cpuinfo, or "unknown"
 * where that file does not exist.
 */
public record Environment(String jdk, String os, String cpuModel, int cpus, String aes, String shaNi) {
  public static final String UNKNOWN = "unknown";
  private static final Path CPUINFO = Path.of("/proc/cpuinfo");
  private static final Environment CURRENT = detect();

  /** This JVM's environment (detected once). */
  public static Environment current() {
    return CURRENT;
  }

  private static Environment detect() {
    String jdk = System.getProperty("java.vm.vendor") + " " + Runtime.version();
    String os = System.getProperty("os.name") + " " + System.getProperty("os.arch");
    int cpus = Runtime.getRuntime().availableProcessors();
    List<String> lines = cpuinfo();
    if (lines.isEmpty()) {
      return new Environment(jdk, os, UNKNOWN, cpus, UNKNOWN, UNKNOWN);
    }
    Set<String> flags = Arrays.stream(field(lines, "flags").split("\\s+")).collect(Collectors.toSet());
    return new Environment(jdk, os, field(lines, "model name"), cpus,
        flags.contains("aes") ? "yes" : "no", flags.contains("sha_ni") ? "yes" : "no");
  }

  private static List<String> cpuinfo() {
    try {
      return Files.isReadable(CPUINFO) ? Files.readAllLines(CPUINFO) : List.of();
    } catch (IOException e) {
      return List.of();
    }
  }

  /** The value of the first "name : value" line with this name, or "unknown". */
  private static String field(List<String> lines, String name) {
    for (String line : lines) {
      int colon = line.indexOf(':');
      if (colon > 0 && line.substring(0, colon).trim().equals(name)) {
        return line.substring(colon + 1).trim();
      }
    }
    return UNKNOWN;
  }

  /** e.g. {@code JDK Debian 17.0.15+6, Linux amd64, AMD EPYC x2, aes=yes sha_ni=yes}. */
  public String summary() {
    return "JDK " + jdk + ", " + os + ", " + cpuModel + " x" + cpus + ", aes=" + aes
        + " sha_ni=" + shaNi;
  }
}
