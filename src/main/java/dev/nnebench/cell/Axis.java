package dev.nnebench.cell;

import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;

/**
 * One setting a trial runs at, declared once in {@link Axes}: its name (a preset key, the JMH
 * {@code @Param} field and results.csv's {@code param.NAME} column all spell it so), how its text
 * parses into a typed value and prints back, the value a cell that does not name it runs at, and
 * the part of a fork that uses it.
 *
 * @param <T> the typed value
 */
public final class Axis<T> {
  /** The part of a fork an axis configures. */
  public enum Part {
    /** The driver and what it negotiates and fetches ({@link dev.nnebench.scenario.Scenario}). */
    SCENARIO,
    /** How a connection reaches the target: transport, emulated link, SDU, LOB prefetch. */
    CONNECTION,
    /** The other side a paired trial measures alongside its own. */
    PAIRING,
    /** How many threads, pooled or opened connections the benchmark drives. */
    LOAD,
    /** The crypto micro-benchmarks' algorithm, buffer and engine. */
    CRYPTO,
    /** The serving benchmark's protection of the double's packets. */
    SERVING
  }

  private final String name;
  private final Part part;
  private final Function<String, T> parser;
  private final Function<T, String> formatter;
  private final String defaultText;
  private final boolean later;

  Axis(String name, Part part, Function<String, T> parser, Function<T, String> formatter,
      String defaultText, boolean later) {
    this.name = name;
    this.part = part;
    this.parser = parser;
    this.formatter = formatter;
    this.defaultText = defaultText;
    this.later = later;
  }

  /** The name presets, {@code -p}, JMH and results.csv ({@code param.NAME}) use. */
  public String name() {
    return name;
  }

  public Part part() {
    return part;
  }

  /**
   * The typed value of {@code text}; an IllegalArgumentException names the bad value and the
   * values allowed.
   */
  public T parse(String text) {
    return parser.apply(Objects.requireNonNull(text, name));
  }

  /** The text a preset or results.csv writes for {@code value}; {@link #parse} reads it back. */
  public String format(T value) {
    return formatter.apply(value);
  }

  /** The value a cell that does not name this axis runs at. */
  public T defaultValue() {
    return parse(defaultText);
  }

  /** {@link #defaultValue()} as text. */
  public String defaultText() {
    return defaultText;
  }

  /**
   * Whether runs were saved before this axis existed: they ran at its default without a column
   * for it, so an answer leaves it out of its key at the default and older runs still compare.
   */
  public boolean later() {
    return later;
  }

  /** Whether {@code text} is this axis's default as written (any case). */
  public boolean atDefault(String text) {
    return defaultText.equalsIgnoreCase(text.trim());
  }

  /** Whether two texts of this axis mean the same value (any case, surrounding blanks). */
  public boolean same(String a, String b) {
    return a.trim().toLowerCase(Locale.ROOT).equals(b.trim().toLowerCase(Locale.ROOT));
  }

  @Override
  public String toString() {
    return name;
  }
}
