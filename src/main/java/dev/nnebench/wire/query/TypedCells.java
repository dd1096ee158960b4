package dev.nnebench.wire.query;

import java.time.LocalDateTime;
import java.time.ZoneOffset;

/**
 * Oracle's row-data images of DATE, TIMESTAMP, TIMESTAMP WITH TIME ZONE and BINARY_DOUBLE.
 *
 * <p>DATE: century + 100, year of century + 100, month, day, hour + 1, minute + 1, second + 1.
 * TIMESTAMP: the DATE bytes, then the nanoseconds as a big-endian u32. TIMESTAMP WITH TIME ZONE:
 * the TIMESTAMP bytes of the instant in UTC, then the offset's hours + 20 and minutes + 60 (both
 * negative for a negative offset). BINARY_DOUBLE: the IEEE-754 big-endian bytes with the sign bit
 * set for a positive value and every bit inverted for a negative one, so the bytes sort as the
 * numbers do.
 */
final class TypedCells {
  static final int DATE_LENGTH = 7;
  static final int TIMESTAMP_LENGTH = 11;
  static final int TIMESTAMP_TZ_LENGTH = 13;
  static final int DOUBLE_LENGTH = 8;

  private static final int TZ_HOUR_BIAS = 20;
  private static final int TZ_MINUTE_BIAS = 60;

  private TypedCells() {}

  /** Writes the 7 DATE bytes of {@code t} at {@code out[0]}. */
  static void date(LocalDateTime t, byte[] out) {
    int year = t.getYear();
    out[0] = (byte) (year / 100 + 100);
    out[1] = (byte) (year % 100 + 100);
    out[2] = (byte) t.getMonthValue();
    out[3] = (byte) t.getDayOfMonth();
    out[4] = (byte) (t.getHour() + 1);
    out[5] = (byte) (t.getMinute() + 1);
    out[6] = (byte) (t.getSecond() + 1);
  }

  /** Writes the 11 TIMESTAMP bytes of {@code t}. */
  static void timestamp(LocalDateTime t, byte[] out) {
    date(t, out);
    int nanos = t.getNano();
    out[7] = (byte) (nanos >>> 24);
    out[8] = (byte) (nanos >>> 16);
    out[9] = (byte) (nanos >>> 8);
    out[10] = (byte) nanos;
  }

  /** Writes the 13 TIMESTAMP WITH TIME ZONE bytes of wall-clock {@code local} at {@code offset}. */
  static void timestampTz(LocalDateTime local, ZoneOffset offset, byte[] out) {
    timestamp(local.minusSeconds(offset.getTotalSeconds()), out);
    int minutes = offset.getTotalSeconds() / 60;
    out[11] = (byte) (minutes / 60 + TZ_HOUR_BIAS);
    out[12] = (byte) (minutes % 60 + TZ_MINUTE_BIAS);
  }

  /** Writes the 8 sortable BINARY_DOUBLE bytes of {@code v}. */
  static void binaryDouble(double v, byte[] out) {
    long bits = Double.doubleToLongBits(v);
    bits = bits < 0 ? ~bits : bits | Long.MIN_VALUE;
    for (int i = 0; i < DOUBLE_LENGTH; i++) {
      out[i] = (byte) (bits >>> (56 - 8 * i));
    }
  }
}
