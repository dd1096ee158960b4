package dev.nnebench.diagnose.query;

import dev.nnebench.shape.ColumnType;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.Locale;

/**
 * A result column's SQL type as the driver describes it (ResultSetMetaData: the type name, the
 * precision and the scale), and the shape type the loopback replay serves for it: the same type
 * where the double serves it, the nearest where it does not (NUMBER beyond 18 digits as
 * NUMBER(18,s), TIMESTAMP WITH LOCAL TIME ZONE as TIMESTAMP, BINARY_FLOAT as BINARY_DOUBLE,
 * NCLOB as CLOB, LONG RAW as RAW), and VARCHAR2 for the rest (CHAR, ROWID, INTERVAL, ...).
 *
 * @param name the type name, e.g. {@code NUMBER} or {@code TIMESTAMP WITH TIME ZONE}
 * @param precision NUMBER's digits, a character column's length, 0 when not given
 * @param scale NUMBER's scale (-127 for FLOAT and an unconstrained NUMBER), a timestamp's
 *     fraction digits, else 0
 */
public record SqlType(String name, int precision, int scale) {
  /** Oracle's scale of an unconstrained NUMBER and of FLOAT. */
  static final int FLOATING_SCALE = -127;

  /** A type by name only (no precision or scale). */
  public static SqlType named(String name) {
    return new SqlType(name, 0, 0);
  }

  /** Column {@code i}'s type (1-based); a precision beyond int is read as 0 (not given). */
  static SqlType of(ResultSetMetaData meta, int i) throws SQLException {
    return new SqlType(meta.getColumnTypeName(i).toUpperCase(Locale.ROOT),
        Math.max(0, meta.getPrecision(i)), meta.getScale(i));
  }

  /** The shape type the replay serves for this column. */
  public ColumnType shapeType() {
    return switch (name) {
      case "NUMBER" -> number();
      case "DATE" -> kind(ColumnType.Kind.DATE);
      case "TIMESTAMP", "TIMESTAMP WITH LOCAL TIME ZONE" -> kind(ColumnType.Kind.TIMESTAMP);
      case "TIMESTAMP WITH TIME ZONE" -> kind(ColumnType.Kind.TIMESTAMP_TZ);
      case "BINARY_DOUBLE", "BINARY_FLOAT" -> kind(ColumnType.Kind.BINARY_DOUBLE);
      case "RAW", "LONG RAW" -> kind(ColumnType.Kind.RAW);
      case "CLOB", "NCLOB" -> kind(ColumnType.Kind.CLOB);
      case "BLOB" -> kind(ColumnType.Kind.BLOB);
      default -> ColumnType.VARCHAR2;
    };
  }

  /* NUMBER(p,s) up to the 18 digits a shape's values have; an unconstrained NUMBER, FLOAT or a
   * negative scale as the shape's integer NUMBER. */
  private ColumnType number() {
    if (precision == 0 || scale < 0) {
      return kind(ColumnType.Kind.NUMBER);
    }
    int p = Math.min(precision, ColumnType.MAX_PRECISION);
    return new ColumnType(ColumnType.Kind.NUMBER, p, Math.min(scale, p));
  }

  private static ColumnType kind(ColumnType.Kind kind) {
    return new ColumnType(kind, 0, 0);
  }

  /** Whether values are read as bytes (RAW, LONG RAW, BLOB): their lengths are in bytes. */
  public boolean binary() {
    return shapeType().kind().binary();
  }

  /** Whether the column is a LOB (CLOB, NCLOB, BLOB). */
  public boolean lob() {
    return shapeType().kind().lob();
  }

  /** Whether the replay serves another type than this one (its nearest, or VARCHAR2). */
  public boolean approximated() {
    ColumnType t = shapeType();
    if (t.kind() == ColumnType.Kind.NUMBER) {
      boolean unconstrained = precision == 0 && scale <= 0;
      return !name.equals("NUMBER") || !(unconstrained
          || (t.precision() == precision && t.scale() == scale));
    }
    String served = t.kind() == ColumnType.Kind.TIMESTAMP_TZ ? "TIMESTAMP WITH TIME ZONE"
        : t.kind().token().toUpperCase(Locale.ROOT);
    return !served.equals(name);
  }

  /**
   * As SQL spells it: {@code NUMBER(12,2)}, {@code NUMBER}, {@code FLOAT(126)}, {@code
   * TIMESTAMP(6) WITH TIME ZONE}, {@code VARCHAR2(20)}.
   */
  @Override
  public String toString() {
    if (name.equals("NUMBER")) {
      if (scale == FLOATING_SCALE) {
        return precision == 0 ? name : "FLOAT(" + precision + ")";
      }
      return precision == 0 ? name
          : name + "(" + precision + (scale == 0 ? "" : "," + scale) + ")";
    }
    if (name.startsWith("TIMESTAMP") && scale > 0) {
      return "TIMESTAMP(" + scale + ")" + name.substring("TIMESTAMP".length());
    }
    if (precision > 0 && (name.endsWith("CHAR2") || name.endsWith("CHAR") || name.equals("RAW"))) {
      return name + "(" + precision + ")";
    }
    return name;
  }
}
