package dev.nnebench.shape;

import java.math.BigDecimal;

/**
 * The bytes a fetch counts for a scalar cell: its size in Oracle's internal form (DATE 7,
 * TIMESTAMP 11, TIMESTAMP WITH TIME ZONE 13, BINARY_DOUBLE 8; NUMBER an exponent byte, a byte per
 * two digits and, when negative, a terminator), what the server sends for it less its length byte.
 */
final class ScalarSizes {
  private ScalarSizes() {}

  static int of(ColumnType.Kind kind) {
    return switch (kind) {
      case DATE -> 7;
      case TIMESTAMP -> 11;
      case TIMESTAMP_TZ -> 13;
      case BINARY_DOUBLE -> 8;
      default -> throw new IllegalArgumentException(kind + " has no fixed size");
    };
  }

  static int number(BigDecimal v) {
    if (v.signum() == 0) {
      return 1;
    }
    return 1 + (v.precision() + 1) / 2 + (v.signum() < 0 ? 1 : 0);
  }
}
