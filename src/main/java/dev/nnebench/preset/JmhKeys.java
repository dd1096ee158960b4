package dev.nnebench.preset;

import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BiConsumer;

/**
 * A preset's {@code jmh.*} keys with the prefix removed (e.g. {@code forks -> 1}, {@code
 * FetchThroughput.warmupTime -> 2s}): how long and how often JMH measures, as the preset wrote
 * it. The runner's settings read them, checking each key and value.
 */
public final class JmhKeys {
  public static final JmhKeys NONE = new JmhKeys(Map.of());

  private final Map<String, String> keys;

  private JmhKeys(Map<String, String> keys) {
    this.keys = Collections.unmodifiableMap(new TreeMap<>(keys));
  }

  /** The keys of {@code text}: key to value as a preset file writes them. */
  public static JmhKeys of(Map<String, String> text) {
    return new JmhKeys(text);
  }

  public Optional<String> get(String key) {
    return Optional.ofNullable(keys.get(key));
  }

  public boolean has(String key) {
    return keys.containsKey(key);
  }

  public Set<String> names() {
    return keys.keySet();
  }

  public void forEach(BiConsumer<String, String> action) {
    keys.forEach(action);
  }

  /** These keys with {@code key} set to {@code value}. */
  public JmhKeys with(String key, String value) {
    var out = new TreeMap<>(keys);
    out.put(key, value);
    return new JmhKeys(out);
  }

  /** These keys without those {@code drop} accepts. */
  public JmhKeys without(java.util.function.Predicate<String> drop) {
    var out = new TreeMap<>(keys);
    out.keySet().removeIf(drop);
    return new JmhKeys(out);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof JmhKeys other && keys.equals(other.keys);
  }

  @Override
  public int hashCode() {
    return keys.hashCode();
  }

  @Override
  public String toString() {
    return keys.toString();
  }
}
