package dev.nnebench.diagnose.profile;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BinaryOperator;

/**
 * One reading of a session's views ({@link ServerViews}), or the difference of two: statistics
 * by name, time-model values in microseconds by name, waits by event; each empty where its view
 * could not be read.
 */
public record ServerSnapshot(Optional<Map<String, Long>> statistics, Optional<Map<String, Long>> time,
    Optional<Map<String, Wait>> events, List<ServerViews.Unreadable> unreadable) {
  static final String IDLE = "Idle";

  /** One event's waits: how many, how long in all (µs), its wait class. */
  public record Wait(long waits, long micros, String waitClass) {
    Wait minus(Wait o) {
      return new Wait(waits - o.waits, micros - o.micros, waitClass);
    }
  }

  public ServerSnapshot {
    unreadable = List.copyOf(unreadable);
  }

  /**
   * This reading less {@code earlier}: what happened between them. An event new since then
   * counts from 0 (Oracle lists only events the session has waited for).
   */
  ServerSnapshot minus(ServerSnapshot earlier) {
    return new ServerSnapshot(
        both(statistics, earlier.statistics, (a, b) -> a - b, 0L),
        both(time, earlier.time, (a, b) -> a - b, 0L),
        both(events, earlier.events, Wait::minus, new Wait(0, 0, "")),
        unreadable.isEmpty() ? earlier.unreadable : unreadable);
  }

  private static <V> Optional<Map<String, V>> both(Optional<Map<String, V>> later,
      Optional<Map<String, V>> earlier, BinaryOperator<V> minus, V zero) {
    if (later.isEmpty() || earlier.isEmpty()) {
      return Optional.empty();
    }
    Set<String> names = new HashSet<>(later.get().keySet());
    names.addAll(earlier.get().keySet());
    Map<String, V> out = new HashMap<>();
    for (String name : names) {
      V a = later.get().getOrDefault(name, zero);
      V b = earlier.get().getOrDefault(name, zero);
      out.put(name, minus.apply(a, b));
    }
    return Optional.of(out);
  }
}
