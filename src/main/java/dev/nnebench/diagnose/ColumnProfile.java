package dev.nnebench.diagnose;

import java.util.Objects;

/**
 * What one column of a fetched result holds: its type as the driver names it, how wide its values
 * are (characters, as the application reads them), how many are NULL, and how many repeat the
 * value of the row before: what SQL*Net's duplicate-column compression leaves off the wire.
 */
public final class ColumnProfile {
  private final String name;
  private final String type;
  private long values;
  private long nulls;
  private long repeats;
  private long chars;
  private int maxChars;
  private String previous;

  ColumnProfile(String name, String type) {
    this.name = name;
    this.type = type;
  }

  void add(String value) {
    if (values > 0 && Objects.equals(value, previous)) {
      repeats++;
    }
    values++;
    previous = value;
    if (value == null) {
      nulls++;
      return;
    }
    chars += value.length();
    maxChars = Math.max(maxChars, value.length());
  }

  public String name() {
    return name;
  }

  public String type() {
    return type;
  }

  /** Mean width of the non-NULL values, in characters; 0 when all are NULL. */
  public double meanChars() {
    long present = values - nulls;
    return present == 0 ? 0 : (double) chars / present;
  }

  public int maxChars() {
    return maxChars;
  }

  /** Share of values that are NULL, 0..1. */
  public double nullShare() {
    return values == 0 ? 0 : (double) nulls / values;
  }

  /** Share of values (after the first row) equal to the previous row's, 0..1. */
  public double repeatShare() {
    return values < 2 ? 0 : (double) repeats / (values - 1);
  }

  /** Characters read from this column in all. */
  public long chars() {
    return chars;
  }
}
