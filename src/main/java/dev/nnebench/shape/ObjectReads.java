package dev.nnebench.shape;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.math.BigDecimal;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;

/**
 * Reads a cell through {@code ResultSet.getObject(int)}, as generic code does (an ORM's row
 * mapper, a result-set-to-map helper), and folds what the driver handed back into {@link
 * RowDigest} by value as {@link TypedReads} does, so a wrong value fails the digest alike. ojdbc returns BigDecimal for NUMBER, java.sql.Timestamp for DATE, Double for
 * BINARY_DOUBLE, byte[] for RAW, Clob and Blob for LOBs (read whole through their streams), and
 * its own classes for TIMESTAMP and TIMESTAMP WITH TIME ZONE ({@code oracle.sql.TIMESTAMP},
 * {@code oracle.sql.TIMESTAMPTZ}): those are read through their {@code timestampValue()} and
 * {@code offsetDateTimeValue(Connection)}, which every ojdbc from 12.2 has, looked up once per
 * class (each driver version loads its own).
 */
public final class ObjectReads {
  private static final ClassValue<Method> TIMESTAMP_VALUE = method("timestampValue");
  private static final ClassValue<Method> OFFSET_DATE_TIME_VALUE =
      method("offsetDateTimeValue", Connection.class);

  private ObjectReads() {}

  /**
   * Folds column {@code index} of the current row, of shape type {@code type}, into {@code
   * digest}.
   *
   * @return what {@link TypedReads#read} counts for the cell (0 for NULL)
   */
  public static long read(ResultSet rs, int index, ColumnType type, RowDigest digest)
      throws SQLException {
    Object value = rs.getObject(index);
    if (value == null) {
      digest.addNull();
      return 0;
    }
    try {
      return fold(rs, value, type, digest);
    } catch (ClassCastException e) {
      throw new SQLException("getObject returned a " + value.getClass().getName() + " for a "
          + type + " column, which the row digest cannot read", e);
    }
  }

  private static long fold(ResultSet rs, Object value, ColumnType type, RowDigest digest)
      throws SQLException {
    switch (type.kind()) {
      case NUMBER -> {
        digest.addNumber((BigDecimal) value);
        return ScalarSizes.number((BigDecimal) value);
      }
      case BINARY_DOUBLE -> {
        return TypedReads.folded(digest, false, (Double) value);
      }
      case DATE, TIMESTAMP -> digest.addDateTime(local(value));
      case TIMESTAMP_TZ -> digest.addDateTime(value instanceof OffsetDateTime o ? o
          : (OffsetDateTime) invoke(OFFSET_DATE_TIME_VALUE, value,
              rs.getStatement().getConnection()));
      case RAW, BLOB -> {
        byte[] b = value instanceof Blob blob ? TypedReads.bytes(blob) : (byte[]) value;
        digest.add(b);
        return b.length;
      }
      default -> {
        String text = value instanceof Clob clob ? TypedReads.text(clob) : (String) value;
        digest.add(text);
        return text.length();
      }
    }
    return ScalarSizes.of(type.kind());
  }

  /**
   * Folds a shape's row id (column 1, a NUMBER) into {@code digest} as {@link RowDigest#addId}.
   *
   * @return the characters of its decimal text
   */
  public static long readId(ResultSet rs, RowDigest digest) throws SQLException {
    long id = ((Number) rs.getObject(1)).longValue();
    digest.addId(id);
    return Long.toString(id).length();
  }

  /**
   * Folds column {@code index} of a user's query (no shape, no verification) into {@code
   * digest}: LOBs read whole, bytes as bytes, any other object by its {@code toString}.
   *
   * @return the characters or bytes read (0 for NULL)
   */
  public static long readAny(ResultSet rs, int index, RowDigest digest) throws SQLException {
    Object value = rs.getObject(index);
    if (value instanceof byte[] || value instanceof Blob) {
      byte[] b = value instanceof Blob blob ? TypedReads.bytes(blob) : (byte[]) value;
      digest.add(b);
      return b.length;
    }
    String text = value instanceof Clob clob ? TypedReads.text(clob)
        : value == null ? null : value.toString();
    digest.add(text);
    return text == null ? 0 : text.length();
  }

  /* A Timestamp, LocalDateTime or driver timestamp as wall-clock time. */
  private static LocalDateTime local(Object value) throws SQLException {
    if (value instanceof Timestamp t) {
      return t.toLocalDateTime();
    }
    if (value instanceof LocalDateTime l) {
      return l;
    }
    return ((Timestamp) invoke(TIMESTAMP_VALUE, value)).toLocalDateTime();
  }

  private static Object invoke(ClassValue<Method> method, Object target, Object... args)
      throws SQLException {
    Method m = method.get(target.getClass());
    if (m == null) {
      throw new SQLException("getObject returned a " + target.getClass().getName()
          + ", which the row digest cannot read");
    }
    try {
      return m.invoke(target, args);
    } catch (IllegalAccessException | InvocationTargetException e) {
      throw new SQLException("reading a " + target.getClass().getName() + " failed: " + e, e);
    }
  }

  /* The public method of that name on a class, or null where it has none. */
  private static ClassValue<Method> method(String name, Class<?>... parameters) {
    return new ClassValue<>() {
      @Override
      protected Method computeValue(Class<?> type) {
        try {
          return type.getMethod(name, parameters);
        } catch (NoSuchMethodException e) {
          return null;
        }
      }
    };
  }
}
