package dev.nnebench.shape;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The SQL type of a shape column: one of the types the double serves, with NUMBER's precision
 * and scale.
 *
 * @param kind the type
 * @param precision NUMBER(p,s)'s p (1..18), 0 for an unconstrained NUMBER and other types
 * @param scale NUMBER(p,s)'s s (0..p), 0 otherwise
 */
public record ColumnType(Kind kind, int precision, int scale) {
  /** Largest NUMBER(p,s) precision a shape supports: its unscaled values fit a long. */
  public static final int MAX_PRECISION = 18;
  /** Largest RAW width in SQL without extended string sizes. */
  public static final int MAX_RAW_WIDTH = 2000;

  private static final Pattern NUMBER_PS =
      Pattern.compile("number\\((\\d{1,2})(?:,(\\d{1,2}))?\\)");

  /** The supported types; {@link #token} is the spelling in shape specs. */
  public enum Kind {
    VARCHAR2("varchar2", "v"),
    NUMBER("number", "n"),
    DATE("date", "d"),
    TIMESTAMP("timestamp", "ts"),
    TIMESTAMP_TZ("timestamp_tz", "tz"),
    BINARY_DOUBLE("binary_double", "bd"),
    RAW("raw", "raw"),
    CLOB("clob", "clob"),
    BLOB("blob", "blob");

    private final String token;
    private final String labelToken;

    Kind(String token, String labelToken) {
      this.token = token;
      this.labelToken = labelToken;
    }

    public String token() {
      return token;
    }

    /** Whether values are bytes (digested as bytes) rather than text. */
    public boolean binary() {
      return this == RAW || this == BLOB;
    }

    /** Whether the column is a LOB. */
    public boolean lob() {
      return this == CLOB || this == BLOB;
    }
  }

  public static final ColumnType VARCHAR2 = new ColumnType(Kind.VARCHAR2, 0, 0);

  public ColumnType {
    if (kind == Kind.NUMBER && precision != 0) {
      check(precision >= 1 && precision <= MAX_PRECISION,
          "number precision must be 1.." + MAX_PRECISION + ", got " + precision);
      check(scale >= 0 && scale <= precision,
          "number scale must be 0..precision (" + precision + "), got " + scale);
    } else {
      check(precision == 0 && scale == 0, kind.token + " takes no precision or scale");
    }
  }

  private static void check(boolean ok, String message) {
    if (!ok) {
      throw new IllegalArgumentException("invalid shape type: " + message);
    }
  }

  /**
   * A type as spelled in a spec, e.g. {@code date}, {@code number}, {@code number(12,2)} or
   * {@code number(9)}; case and blanks do not matter.
   */
  public static ColumnType parse(String text) {
    String t = text.replaceAll("\\s+", "").toLowerCase(Locale.ROOT);
    Matcher ps = NUMBER_PS.matcher(t);
    if (ps.matches()) {
      int p = Integer.parseInt(ps.group(1));
      int s = ps.group(2) == null ? 0 : Integer.parseInt(ps.group(2));
      return new ColumnType(Kind.NUMBER, p, s);
    }
    for (Kind k : Kind.values()) {
      if (k.token.equals(t)) {
        return new ColumnType(k, 0, 0);
      }
    }
    throw new IllegalArgumentException("unknown shape type '" + text + "'; use varchar2, number,"
        + " number(p,s), date, timestamp, timestamp_tz, binary_double, raw, clob or blob");
  }

  /** Parses a compact label token ({@link #labelToken()}), e.g. {@code n12.2} or {@code tz}. */
  static ColumnType parseLabelToken(String token) {
    for (Kind k : Kind.values()) {
      if (k.labelToken.equals(token)) {
        return new ColumnType(k, 0, 0);
      }
    }
    Matcher m = Pattern.compile("n(\\d{1,2})\\.(\\d{1,2})").matcher(token);
    if (m.matches()) {
      return new ColumnType(Kind.NUMBER, Integer.parseInt(m.group(1)),
          Integer.parseInt(m.group(2)));
    }
    throw new IllegalArgumentException("unknown type '" + token + "' in a shape label");
  }

  /** Whether this is NUMBER(p,s) rather than an unconstrained NUMBER. */
  public boolean constrained() {
    return precision > 0;
  }

  /** The spec spelling, e.g. {@code number(12,2)}. */
  public String token() {
    return constrained() ? "number(" + precision + "," + scale + ")" : kind.token;
  }

  /** A spelling without commas or parentheses, for labels: {@code n12.2}, {@code d}, ... */
  public String labelToken() {
    return constrained() ? "n" + precision + "." + scale : kind.labelToken;
  }

  @Override
  public String toString() {
    return token();
  }
}
