package dev.nnebench.profile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The fetching thread's samples grouped by {@link Component}, largest first, each with its top
 * frames (the frame that decided the component): a flame graph's answer as text, for a reader
 * without a browser. The components' shares are of the samples outside nnebench's own row check
 * ({@link Component#ROW_CHECK}), so they describe the fetch the driver does; the row check's
 * share of all the samples is given apart.
 */
public record Breakdown(long samples, List<Share> shares, Share rowCheck) {
  private static final int TOP_FRAMES = 3;

  /** One component's share of the samples and its top frames with theirs. */
  public record Share(Component component, double fraction, List<Map.Entry<String, Double>> frames) {}

  public Breakdown {
    shares = List.copyOf(shares);
  }

  public static Breakdown of(Stacks stacks) {
    Map<Component, Map<String, Long>> byFrame = new EnumMap<>(Component.class);
    stacks.counts().forEach((stack, n) -> {
      Component.Decided d = Component.of(stack.split(";"));
      byFrame.computeIfAbsent(d.component(), c -> new HashMap<>()).merge(d.frame(), n, Long::sum);
    });
    long total = stacks.total();
    Map<String, Long> checked = byFrame.getOrDefault(Component.ROW_CHECK, Map.of());
    long outside = total - sum(checked);
    List<Share> shares = new ArrayList<>();
    byFrame.forEach((c, frames) -> {
      if (c != Component.ROW_CHECK) {
        shares.add(share(c, frames, outside));
      }
    });
    shares.sort(Comparator.comparingDouble(Share::fraction).reversed());
    return new Breakdown(total, shares, share(Component.ROW_CHECK, checked, total));
  }

  private static Share share(Component c, Map<String, Long> frames, long of) {
    return new Share(c, of == 0 ? 0 : (double) sum(frames) / of, frames.entrySet().stream()
        .sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(TOP_FRAMES)
        .map(e -> Map.entry(e.getKey(), (double) e.getValue() / of)).toList());
  }

  private static long sum(Map<String, Long> frames) {
    return frames.values().stream().mapToLong(Long::longValue).sum();
  }

  /** The largest component outside the row check, or empty with no samples there. */
  public String top() {
    return shares.isEmpty() ? "" : shares.get(0).component().label();
  }

  /**
   * {@code driver crypto 61 % (oracle/net/aso/l.b 40 %, ...); driver decoding 20 % (...) of the
   * fetching thread's CPU outside nnebench's own row check; nnebench row check 24 % of all its
   * CPU (...)}, {@code quantity} naming what was sampled ({@link ProfileMode#quantity()}).
   */
  public String text(String quantity) {
    if (samples == 0) {
      return "no samples";
    }
    List<String> parts = new ArrayList<>();
    shares.forEach(s -> parts.add(s.component().label() + " " + percent(s.fraction())
        + frames(s)));
    return String.join("; ", parts) + " of the fetching thread's " + quantity + " outside"
        + " nnebench's own row check; " + rowCheck.component().label() + " "
        + percent(rowCheck.fraction()) + " of all its " + quantity + frames(rowCheck);
  }

  private static String frames(Share s) {
    return s.frames().isEmpty() ? "" : " (" + String.join(", ", s.frames().stream()
        .map(f -> f.getKey() + " " + percent(f.getValue())).toList()) + ")";
  }

  static String percent(double fraction) {
    return String.format(Locale.ROOT, "%.0f %%", 100 * fraction);
  }
}
