package dev.nnebench.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** The machine every trial ran on: CPU model, crypto-relevant CPU flags, CPU count. */
record Host(String cpuModel, String cpuFlags, int cpus) {
  private static final Path CPUINFO = Path.of("/proc/cpuinfo");
  /* The flags that decide how fast AES-CBC and SHA can go; the full list is noise in a row. */
  private static final Set<String> CRYPTO_FLAGS = Set.of(
      "aes", "vaes", "pclmulqdq", "vpclmulqdq", "sha_ni", "avx", "avx2", "avx512f", "ssse3",
      "sse4_1", "sse4_2");

  static Host current() {
    int cpus = Runtime.getRuntime().availableProcessors();
    try {
      List<String> lines = Files.readAllLines(CPUINFO);
      return new Host(field(lines, "model name"), flags(field(lines, "flags")), cpus);
    } catch (IOException | RuntimeException e) {
      return new Host(System.getProperty("os.arch"), "unknown (no /proc/cpuinfo)", cpus);
    }
  }

  private static String field(List<String> lines, String name) {
    return lines.stream()
        .filter(l -> l.startsWith(name))
        .map(l -> l.substring(l.indexOf(':') + 1).trim())
        .findFirst()
        .orElse("unknown");
  }

  private static String flags(String all) {
    return Arrays.stream(all.split("\\s+"))
        .filter(CRYPTO_FLAGS::contains)
        .sorted()
        .collect(Collectors.joining(" "));
  }
}
