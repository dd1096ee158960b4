package dev.nnebench.profile;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Collapsed stacks: each stack (frames root first, separated by {@code ;}) with its sample
 * count, the text form flame graph tools share ({@code a;b;c 12} per line).
 */
public record Stacks(Map<String, Long> counts) {
  public Stacks {
    counts = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(counts));
  }

  /** Parses collapsed text; lines that are not {@code stack count} are skipped. */
  public static Stacks parse(String text) {
    Map<String, Long> counts = new LinkedHashMap<>();
    text.lines().forEach(line -> {
      int space = line.lastIndexOf(' ');
      if (space > 0) {
        try {
          counts.merge(line.substring(0, space), Long.parseLong(line.substring(space + 1)),
              Long::sum);
        } catch (NumberFormatException notACount) {
          // a header or a blank line
        }
      }
    });
    return new Stacks(counts);
  }

  /**
   * The stacks of the thread named {@code name} in a profile recorded per thread (each stack's
   * root frame is {@code [name tid=N]}), with that root frame removed.
   */
  public Stacks ofThread(String name) {
    String root = "[" + name + " tid=";
    Map<String, Long> kept = new LinkedHashMap<>();
    counts.forEach((stack, n) -> {
      int end = stack.indexOf(';');
      if (stack.startsWith(root) && end > 0) {
        kept.merge(stack.substring(end + 1), n, Long::sum);
      }
    });
    return new Stacks(kept);
  }

  public long total() {
    return counts.values().stream().mapToLong(Long::longValue).sum();
  }

  public boolean isEmpty() {
    return counts.isEmpty();
  }

  /** The collapsed text, a line per stack. */
  public String text() {
    StringBuilder out = new StringBuilder();
    counts.forEach((stack, n) -> out.append(stack).append(' ').append(n).append('\n'));
    return out.toString();
  }
}
