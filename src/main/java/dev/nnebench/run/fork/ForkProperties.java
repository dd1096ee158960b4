package dev.nnebench.run.fork;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * System properties the runner hands every benchmark fork ({@code -DNAME=VALUE}): the target it
 * opened ({@link ForkTarget}), a user's query ({@link ForkQuery}), the profiler's switch. Never
 * a secret: fork arguments show in ps and in the JMH JSON.
 */
public final class ForkProperties {
  public static final ForkProperties NONE = new ForkProperties(Map.of());

  private final Map<String, String> values;

  private ForkProperties(Map<String, String> values) {
    this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
  }

  /** These properties with {@code name} set to {@code value}. */
  public ForkProperties with(String name, String value) {
    var out = new LinkedHashMap<>(values);
    out.put(name, value);
    return new ForkProperties(out);
  }

  /** These properties with every one of {@code more} added (replacing any of the same name). */
  public ForkProperties withAll(ForkProperties more) {
    var out = new LinkedHashMap<>(values);
    out.putAll(more.values);
    return new ForkProperties(out);
  }

  public boolean has(String name) {
    return values.containsKey(name);
  }

  public String get(String name) {
    return values.get(name);
  }

  public void forEach(BiConsumer<String, String> action) {
    values.forEach(action);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ForkProperties other && values.equals(other.values);
  }

  @Override
  public int hashCode() {
    return values.hashCode();
  }

  @Override
  public String toString() {
    return values.toString();
  }
}
