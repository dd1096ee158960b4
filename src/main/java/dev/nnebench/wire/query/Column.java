package dev.nnebench.wire.query;

import dev.nnebench.shape.ColumnType;

/**
 * One column of a result set as the describe info announces it.
 *
 * @param name the column name, upper case as Oracle reports it
 * @param type the Oracle type
 * @param width the buffer size in bytes: 22 for NUMBER, the declared width for VARCHAR2 and RAW,
 *     the image size of DATE (7), TIMESTAMP (11), TIMESTAMP WITH TIME ZONE (13) and
 *     BINARY_DOUBLE (8), {@link #LOB_BUFFER_SIZE} for LOBs
 * @param precision NUMBER's precision (0: unconstrained)
 * @param scale NUMBER's scale (-127: unconstrained), TIMESTAMP's fraction digits
 */
public record Column(String name, Type type, int width, int precision, int scale) {
  /** Largest NUMBER image in bytes, announced as NUMBER's buffer size. */
  public static final int NUMBER_BUFFER_SIZE = 22;
  /** Buffer size announced for CLOB and BLOB columns (clients only need it non-zero). */
  public static final int LOB_BUFFER_SIZE = 4000;
  /** NUMBER's scale when it has none (an unconstrained NUMBER, as Oracle describes it). */
  public static final int UNCONSTRAINED_SCALE = -127;
  /** Fraction digits of the shapes' timestamps. */
  public static final int TIMESTAMP_DIGITS = 6;

  /** The Oracle types the double serves, with their external type numbers. */
  public enum Type {
    VARCHAR2(1),
    NUMBER(2),
    DATE(12),
    TIMESTAMP(180),
    TIMESTAMP_TZ(181),
    BINARY_DOUBLE(101),
    RAW(23),
    CLOB(112),
    BLOB(113);

    private final int oracleTypeNumber;

    Type(int oracleTypeNumber) {
      this.oracleTypeNumber = oracleTypeNumber;
    }

    public int oracleTypeNumber() {
      return oracleTypeNumber;
    }

    /** Whether values are text in the database character set (charset id and form sent). */
    public boolean text() {
      return this == VARCHAR2 || this == CLOB;
    }

    public boolean lob() {
      return this == CLOB || this == BLOB;
    }
  }

  /** A column with neither precision nor scale. */
  public Column(String name, Type type, int width) {
    this(name, type, width, 0, 0);
  }

  public static Column number(String name) {
    return new Column(name, Type.NUMBER, NUMBER_BUFFER_SIZE);
  }

  public static Column varchar2(String name, int width) {
    return new Column(name, Type.VARCHAR2, width);
  }

  /** The column of a shape's type whose values are {@code length} characters or bytes long. */
  public static Column of(String name, ColumnType t, int length) {
    return switch (t.kind()) {
      case VARCHAR2 -> varchar2(name, length);
      case NUMBER -> t.constrained()
          ? new Column(name, Type.NUMBER, NUMBER_BUFFER_SIZE, t.precision(), t.scale())
          : new Column(name, Type.NUMBER, NUMBER_BUFFER_SIZE, 0, UNCONSTRAINED_SCALE);
      case DATE -> new Column(name, Type.DATE, TypedCells.DATE_LENGTH);
      case TIMESTAMP -> new Column(name, Type.TIMESTAMP, TypedCells.TIMESTAMP_LENGTH, 0,
          TIMESTAMP_DIGITS);
      case TIMESTAMP_TZ -> new Column(name, Type.TIMESTAMP_TZ, TypedCells.TIMESTAMP_TZ_LENGTH, 0,
          TIMESTAMP_DIGITS);
      case BINARY_DOUBLE -> new Column(name, Type.BINARY_DOUBLE, TypedCells.DOUBLE_LENGTH);
      case RAW -> new Column(name, Type.RAW, length);
      case CLOB -> new Column(name, Type.CLOB, LOB_BUFFER_SIZE);
      case BLOB -> new Column(name, Type.BLOB, LOB_BUFFER_SIZE);
    };
  }
}
