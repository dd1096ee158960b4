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
 * without a browser.
 */
public record Breakdown(long samples, List<Share> shares) {
  private static final int TOP_FRAMES = 3;

  /** One component's share of the samples and its top frames with theirs. */
  public record Share(Component component, double fraction, List<Map.Entry<String, Double>> frames) {}

  public Breakdown {
    shares = List.copyOf(shares);
  }

  public static Breakdown of(Stacks stacks) {
    long total = stacks.total();
    Map<Component, Long> byComponent = new EnumMap<>(Component.class);
    Map<Component, Map<String, Long>> byFrame = new EnumMap<>(Component.class);
    stacks.counts().forEach((stack, n) -> {
      Component.Decided d = Component.of(stack.split(";"));
      byComponent.merge(d.component(), n, Long::sum);
      byFrame.computeIfAbsent(d.component(), c -> new HashMap<>()).merge(d.frame(), n, Long::sum);
    });
    List<Share> shares = new ArrayList<>();
    byComponent.forEach((c, n) -> shares.add(new Share(c, (double) n / total,
        byFrame.get(c).entrySet().stream()
            .sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(TOP_FRAMES)
            .map(e -> Map.entry(e.getKey(), (double) e.getValue() / total)).toList())));
    shares.sort(Comparator.comparingDouble(Share::fraction).reversed());
    return new Breakdown(total, shares);
  }

  /** The largest component, or empty with no samples. */
  public String top() {
    return shares.isEmpty() ? "" : shares.get(0).component().label();
  }

  /** {@code driver crypto 61 % (oracle/net/aso/l.b 40 %, ...); driver decoding 20 % (...)}. */
  public String text() {
    if (shares.isEmpty()) {
      return "no samples";
    }
    List<String> parts = new ArrayList<>();
    for (Share s : shares) {
      parts.add(s.component().label() + " " + percent(s.fraction()) + " (" + String.join(", ",
          s.frames().stream().map(f -> f.getKey() + " " + percent(f.getValue())).toList())
          + ")");
    }
    return String.join("; ", parts);
  }

  static String percent(double fraction) {
    return String.format(Locale.ROOT, "%.0f %%", 100 * fraction);
  }
}
