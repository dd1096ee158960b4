package dev.nnebench.shape;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * The value of a typed shape cell, a function of its repeat group {@code g} and column {@code c}
 * only, as {@link ShapeSql} computes it in SQL. With {@code m = g*7919 + c*104729} and sign
 * {@code -1} for odd groups, {@code +1} for even ones:
 * <ul>
 *   <li>NUMBER(p,s): {@code sign * (m mod 10^p) / 10^s}; unconstrained NUMBER: p = 12, s = 0;
 *   <li>DATE: 2000-01-01 00:00:00 plus {@code (g*86413 + c*3607) mod 946080000} seconds;
 *   <li>TIMESTAMP(6): the DATE value plus {@code (g*7777 + c*131) mod 10^6} microseconds;
 *   <li>TIMESTAMP(6) WITH TIME ZONE: the TIMESTAMP value as wall-clock time at offset
 *       {@code +00:00, +02:00, -05:30, +05:45} chosen by {@code (g + c) mod 4};
 *   <li>BINARY_DOUBLE: {@code sign * (m mod 1000003) / 1024} (exact in binary and decimal);
 *   <li>RAW(n) and BLOB: the 4 big-endian bytes of {@code m mod 2^32}, then 0xA5 up to n bytes
 *       (n = the shape's width for RAW, at most 2000; its lobSize for BLOB), cut to n;
 *   <li>VARCHAR2 and CLOB: {@code RPAD(g || '-' || c, n, 'x')} (n = width, or lobSize for CLOB).
 * </ul>
 * Text forms ({@link #text}) are the canonical reads: NUMBER as plain decimal without trailing
 * zeros, DATE {@code yyyy-MM-dd HH:mm:ss}, TIMESTAMP with six fraction digits, TIMESTAMP WITH
 * TIME ZONE followed by {@code  +hh:mm}, BINARY_DOUBLE as {@link Double#toString}, RAW and BLOB
 * as upper-case hex.
 */
public final class TypedValues {
  /** The first DATE value. */
  public static final LocalDateTime EPOCH = LocalDateTime.of(2000, 1, 1, 0, 0);
  /** Seconds over which DATE values spread (about 30 years). */
  public static final long SECONDS_SPAN = 946_080_000L;
  /** The time zone offsets of TIMESTAMP WITH TIME ZONE values. */
  public static final ZoneOffset[] OFFSETS = {ZoneOffset.UTC, ZoneOffset.ofHours(2),
      ZoneOffset.ofHoursMinutes(-5, -30), ZoneOffset.ofHoursMinutes(5, 45)};
  /** Digits of an unconstrained NUMBER's values. */
  public static final int UNCONSTRAINED_DIGITS = 12;
  /** Modulus of BINARY_DOUBLE numerators (a prime). */
  public static final long DOUBLE_MODULUS = 1_000_003L;
  /** Denominator of BINARY_DOUBLE values. */
  public static final int DOUBLE_DENOMINATOR = 1024;
  /** The pad byte of RAW and BLOB values. */
  public static final byte BYTE_PAD = (byte) 0xA5;

  private static final DateTimeFormatter DATE =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
  private static final DateTimeFormatter TIMESTAMP =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSSSSS");

  private TypedValues() {}

  /** {@code g*7919 + c*104729}, the mix the NULL rule also uses. */
  public static long mix(long group, int column) {
    return group * 7919L + column * 104729L;
  }

  /** -1 for odd groups, +1 for even ones. */
  public static int sign(long group) {
    return (group & 1) == 1 ? -1 : 1;
  }

  /** A NUMBER value's unscaled integer (the value times 10^scale). */
  public static long unscaled(ColumnType t, long group, int column) {
    int digits = t.constrained() ? t.precision() : UNCONSTRAINED_DIGITS;
    return sign(group) * Math.floorMod(mix(group, column), pow10(digits));
  }

  public static BigDecimal number(ColumnType t, long group, int column) {
    return BigDecimal.valueOf(unscaled(t, group, column), t.scale());
  }

  /** DATE and the whole seconds of TIMESTAMP values. */
  public static LocalDateTime date(long group, int column) {
    return EPOCH.plusSeconds(Math.floorMod(group * 86413L + column * 3607L, SECONDS_SPAN));
  }

  public static int micros(long group, int column) {
    return (int) Math.floorMod(group * 7777L + column * 131L, 1_000_000L);
  }

  /** A TIMESTAMP value, also the wall-clock time of a TIMESTAMP WITH TIME ZONE value. */
  public static LocalDateTime timestamp(long group, int column) {
    return date(group, column).plusNanos(micros(group, column) * 1000L);
  }

  public static ZoneOffset offset(long group, int column) {
    return OFFSETS[(int) Math.floorMod(group + column, (long) OFFSETS.length)];
  }

  public static double binaryDouble(long group, int column) {
    double v = sign(group) * (double) Math.floorMod(mix(group, column), DOUBLE_MODULUS)
        / DOUBLE_DENOMINATOR;
    return v + 0.0; // -0.0 becomes 0.0, as SQL's NUMBER zero does
  }

  /** RAW and BLOB values of {@code length} bytes. */
  public static byte[] bytes(long group, int column, int length) {
    byte[] b = new byte[length];
    java.util.Arrays.fill(b, BYTE_PAD);
    long head = Math.floorMod(mix(group, column), 1L << 32);
    for (int i = 0; i < Math.min(4, length); i++) {
      b[i] = (byte) (head >>> (24 - 8 * i));
    }
    return b;
  }

  /** VARCHAR2 and CLOB values of {@code length} characters. */
  public static String text(long group, int column, int length) {
    String base = group + "-" + column;
    if (base.length() >= length) {
      return base.substring(0, length);
    }
    StringBuilder sb = new StringBuilder(length).append(base);
    while (sb.length() < length) {
      sb.append('x');
    }
    return sb.toString();
  }

  /** The canonical text of a non-NULL value of type {@code t}; {@code length} for text/bytes. */
  public static String text(ColumnType t, long group, int column, int length) {
    return switch (t.kind()) {
      case VARCHAR2, CLOB -> text(group, column, length);
      case NUMBER -> numberText(number(t, group, column));
      case DATE -> DATE.format(date(group, column));
      case TIMESTAMP -> TIMESTAMP.format(timestamp(group, column));
      case TIMESTAMP_TZ -> TIMESTAMP.format(timestamp(group, column)) + " "
          + offsetText(offset(group, column));
      case BINARY_DOUBLE -> Double.toString(binaryDouble(group, column));
      case RAW, BLOB -> java.util.HexFormat.of().withUpperCase()
          .formatHex(bytes(group, column, length));
    };
  }

  /** A DATE value's canonical text, {@code yyyy-MM-dd HH:mm:ss}. */
  public static String dateText(LocalDateTime value) {
    return DATE.format(value);
  }

  /** A TIMESTAMP value's canonical text, with six fraction digits. */
  public static String timestampText(LocalDateTime value) {
    return TIMESTAMP.format(value);
  }

  /** A TIMESTAMP WITH TIME ZONE value's canonical text: the wall-clock time, then its offset. */
  public static String timestampTzText(OffsetDateTime value) {
    return TIMESTAMP.format(value.toLocalDateTime()) + " " + offsetText(value.getOffset());
  }

  /** A decimal in plain notation without trailing zeros ("-12.3", "0", "7"). */
  public static String numberText(BigDecimal value) {
    if (value.signum() == 0) {
      return "0";
    }
    return value.stripTrailingZeros().toPlainString();
  }

  /** An offset as {@code +hh:mm} ({@code +00:00} for UTC). */
  public static String offsetText(ZoneOffset offset) {
    int total = offset.getTotalSeconds() / 60;
    int abs = Math.abs(total);
    return String.format("%s%02d:%02d", total < 0 ? "-" : "+", abs / 60, abs % 60);
  }

  static long pow10(int n) {
    long p = 1;
    for (int i = 0; i < n; i++) {
      p *= 10;
    }
    return p;
  }
}
