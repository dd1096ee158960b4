package dev.nnebench.diagnose.query;

import java.util.Arrays;
import java.util.Objects;

/**
 * What one column of a fetched result holds: its SQL type as the driver describes it, how long
 * its values are (characters as the application reads them; bytes for RAW and BLOB), how many are
 * NULL, and how many repeat the value of the row before: what SQL*Net's duplicate-column
 * compression leaves off the wire. For a LOB column the mean and largest length are what its
 * LOB prefetch is sized against.
 */
public final class ColumnProfile {
  private final String name;
  private final SqlType type;
  private long values;
  private long nulls;
  private long repeats;
  private long chars;
  private long maxChars;
  private Object previous;

  public ColumnProfile(String name, SqlType type) {
    this.name = name;
    this.type = type;
  }

  /** A column of the type named, without precision or scale. */
  public ColumnProfile(String name, String type) {
    this(name, SqlType.named(type));
  }

  public void add(String value) {
    count(value, Objects.equals(value, previous), value == null ? 0 : value.length());
  }

  /** A RAW or BLOB value, counted in bytes. */
  public void addBytes(byte[] value) {
    boolean same = value == null ? previous == null
        : previous instanceof byte[] p && Arrays.equals(p, value);
    count(value, same, value == null ? 0 : value.length);
  }

  private void count(Object value, boolean sameAsPrevious, long length) {
    if (values > 0 && sameAsPrevious) {
      repeats++;
    }
    values++;
    previous = value;
    if (value == null) {
      nulls++;
      return;
    }
    chars += length;
    maxChars = Math.max(maxChars, length);
  }

  public String name() {
    return name;
  }

  /** The type as SQL spells it, e.g. {@code NUMBER(12,2)}. */
  public String type() {
    return type.toString();
  }

  public SqlType sqlType() {
    return type;
  }

  /**
   * Mean length of the non-NULL values, in characters (bytes for RAW and BLOB); 0 when all are
   * NULL.
   */
  public double meanChars() {
    long present = values - nulls;
    return present == 0 ? 0 : (double) chars / present;
  }

  /** The longest value's length, in characters (bytes for RAW and BLOB). */
  public long maxChars() {
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

  /** Characters (bytes for RAW and BLOB) read from this column in all. */
  public long chars() {
    return chars;
  }
}
