package dev.nnebench.cell;

import java.util.function.Function;

/**
 * One thing a fork observed and recorded for its trial, declared once in {@link Facts}: its name
 * (the sidecar key and results.csv's {@code negotiated.NAME} column), how its text parses into a
 * typed value and prints back.
 *
 * @param <T> the typed value
 */
public final class Fact<T> {
  private final String name;
  private final Function<String, T> parser;
  private final Function<T, String> formatter;

  Fact(String name, Function<String, T> parser, Function<T, String> formatter) {
    this.name = name;
    this.parser = parser;
    this.formatter = formatter;
  }

  /** The sidecar key; results.csv's column is {@code negotiated.NAME}. */
  public String name() {
    return name;
  }

  /** The typed value of {@code text}; an IllegalArgumentException names the bad text. */
  public T parse(String text) {
    try {
      return parser.apply(text.trim());
    } catch (RuntimeException e) {
      throw new IllegalArgumentException(name + ": cannot read '" + text + "'", e);
    }
  }

  public String format(T value) {
    return formatter.apply(value);
  }

  @Override
  public String toString() {
    return name;
  }
}
