package dev.nnebench.shape;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.math.BigDecimal;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;

/**
 * Reads a typed shape's cells through JDBC into {@link RowDigest}, or as their canonical text:
 * NUMBER through getBigDecimal, DATE and TIMESTAMP as LocalDateTime, TIMESTAMP WITH TIME ZONE as
 * OffsetDateTime (no JVM time zone takes part), BINARY_DOUBLE through getDouble, RAW and BLOB as
 * bytes, VARCHAR2 and CLOB as strings; or, with {@code streams}, CLOB and BLOB values through
 * {@link Clob#getCharacterStream()} and {@link Blob#getBinaryStream()}.
 */
public final class TypedReads {
  private TypedReads() {}

  /**
   * Folds column {@code index} of the current row into {@code digest}: scalars by value (see
   * {@link RowDigest}: no text is made, so the read costs what the driver's decoding costs).
   *
   * @return the characters of text, the bytes of RAW and BLOB, a scalar's size in Oracle's
   *     internal form ({@link ScalarSizes}); 0 for NULL
   */
  public static long read(ResultSet rs, int index, ColumnType type, boolean streams,
      RowDigest digest) throws SQLException {
    switch (type.kind()) {
      case NUMBER -> {
        BigDecimal v = rs.getBigDecimal(index);
        digest.addNumber(v);
        return v == null ? 0 : ScalarSizes.number(v);
      }
      case DATE, TIMESTAMP -> {
        LocalDateTime v = rs.getObject(index, LocalDateTime.class);
        digest.addDateTime(v);
        return v == null ? 0 : ScalarSizes.of(type.kind());
      }
      case TIMESTAMP_TZ -> {
        OffsetDateTime v = rs.getObject(index, OffsetDateTime.class);
        digest.addDateTime(v);
        return v == null ? 0 : ScalarSizes.of(type.kind());
      }
      case BINARY_DOUBLE -> {
        double v = rs.getDouble(index);
        return folded(digest, rs.wasNull(), v);
      }
      case RAW, BLOB -> {
        byte[] b = streams && type.kind() == ColumnType.Kind.BLOB ? blob(rs, index)
            : rs.getBytes(index);
        digest.add(b);
        return b == null ? 0 : b.length;
      }
      default -> {
        String text = streams && type.kind() == ColumnType.Kind.CLOB ? clob(rs, index)
            : rs.getString(index);
        digest.add(text);
        return text == null ? 0 : text.length();
      }
    }
  }

  /* A BINARY_DOUBLE cell, or NULL. */
  static long folded(RowDigest digest, boolean isNull, double v) {
    if (isNull) {
      digest.addNull();
      return 0;
    }
    digest.addDouble(v);
    return ScalarSizes.of(ColumnType.Kind.BINARY_DOUBLE);
  }

  /** The canonical text of a cell, RAW and BLOB as upper-case hex; null for NULL. */
  public static String text(ResultSet rs, int index, ColumnType type, boolean streams)
      throws SQLException {
    return switch (type.kind()) {
      case VARCHAR2 -> rs.getString(index);
      case CLOB -> streams ? clob(rs, index) : rs.getString(index);
      case NUMBER -> {
        BigDecimal v = rs.getBigDecimal(index);
        yield v == null ? null : TypedValues.numberText(v);
      }
      case DATE -> {
        LocalDateTime v = rs.getObject(index, LocalDateTime.class);
        yield v == null ? null : TypedValues.dateText(v);
      }
      case TIMESTAMP -> {
        LocalDateTime v = rs.getObject(index, LocalDateTime.class);
        yield v == null ? null : TypedValues.timestampText(v);
      }
      case TIMESTAMP_TZ -> {
        OffsetDateTime v = rs.getObject(index, OffsetDateTime.class);
        yield v == null ? null : TypedValues.timestampTzText(v);
      }
      case BINARY_DOUBLE -> {
        double v = rs.getDouble(index);
        yield rs.wasNull() ? null : Double.toString(v);
      }
      case RAW, BLOB -> {
        byte[] b = streams && type.kind() == ColumnType.Kind.BLOB ? blob(rs, index)
            : rs.getBytes(index);
        yield b == null ? null : java.util.HexFormat.of().withUpperCase().formatHex(b);
      }
    };
  }

  private static String clob(ResultSet rs, int index) throws SQLException {
    Clob clob = rs.getClob(index);
    return clob == null ? null : text(clob);
  }

  /** A CLOB's whole value through its character stream; the CLOB is freed. */
  static String text(Clob clob) throws SQLException {
    try (Reader r = clob.getCharacterStream()) {
      StringBuilder sb = new StringBuilder();
      char[] buf = new char[8192];
      for (int n; (n = r.read(buf)) > 0; ) {
        sb.append(buf, 0, n);
      }
      return sb.toString();
    } catch (IOException e) {
      throw new SQLException("CLOB stream failed: " + e.getMessage(), e);
    } finally {
      clob.free();
    }
  }

  private static byte[] blob(ResultSet rs, int index) throws SQLException {
    Blob blob = rs.getBlob(index);
    return blob == null ? null : bytes(blob);
  }

  /** A BLOB's whole value through its binary stream; the BLOB is freed. */
  static byte[] bytes(Blob blob) throws SQLException {
    try (InputStream in = blob.getBinaryStream()) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new SQLException("BLOB stream failed: " + e.getMessage(), e);
    } finally {
      blob.free();
    }
  }
}
