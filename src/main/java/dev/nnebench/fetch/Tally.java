package dev.nnebench.fetch;

import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.shape.ObjectReads;
import dev.nnebench.shape.RowDigest;
import dev.nnebench.shape.Shape;
import dev.nnebench.shape.TypedReads;
import java.sql.ResultSet;
import java.sql.SQLException;

/** What one side's fetch read, and what the steps charged to it cost the fetching thread. */
final class Tally {
  final RowDigest digest = new RowDigest();
  long rows;
  long bytes;
  long wallNanos;
  long cpuNanos;
  long userNanos;
  long allocatedBytes;

  /**
   * Reads at most {@code max} rows; false when the result set has no more.
   *
   * @param shape the shape the query returns (its first column is the row id; a typed shape's
   *     cells are read by {@link TypedReads}), or null for a user's query
   */
  boolean readRows(ResultSet rs, int columns, ReadStyle read, Shape shape, long max)
      throws SQLException {
    for (long n = 0; n < max; n++) {
      if (!rs.next()) {
        return false;
      }
      readRow(rs, columns, read, shape);
    }
    return true;
  }

  private void readRow(ResultSet rs, int columns, ReadStyle read, Shape shape)
      throws SQLException {
    rows++;
    if (read == ReadStyle.GET_OBJECT) {
      readObjects(rs, columns, shape);
      return;
    }
    int first = 1;
    if (shape != null) {
      readId(rs, read);
      first = 2;
    }
    for (int c = first; c <= columns; c++) {
      if (shape != null && shape.typed()) {
        bytes += TypedReads.read(rs, c, shape.type(c - 1), read == ReadStyle.TYPED, digest);
      } else {
        readCell(rs, c, read);
      }
    }
  }

  /* Every cell through getObject; a shape's row id as the number it is. */
  private void readObjects(ResultSet rs, int columns, Shape shape) throws SQLException {
    int first = 1;
    if (shape != null) {
      bytes += ObjectReads.readId(rs, digest);
      first = 2;
    }
    for (int c = first; c <= columns; c++) {
      bytes += shape == null ? ObjectReads.readAny(rs, c, digest)
          : ObjectReads.read(rs, c, shape.type(c - 1), digest);
    }
  }

  private void readId(ResultSet rs, ReadStyle read) throws SQLException {
    if (read != ReadStyle.GET_BYTES) { // the id's text is its digest form
      readCell(rs, 1, read);
      return;
    }
    byte[] raw = rs.getBytes(1);
    bytes += raw.length;
    digest.addId(IdBytes.decode(raw));
  }

  private void readCell(ResultSet rs, int column, ReadStyle read) throws SQLException {
    if (read != ReadStyle.GET_BYTES) { // getString, and the natural getter of VARCHAR2
      String v = rs.getString(column);
      bytes += v == null ? 0 : v.length();
      digest.add(v);
    } else {
      byte[] v = rs.getBytes(column);
      bytes += v == null ? 0 : v.length;
      digest.add(v);
    }
  }

  FetchResult result(Session session, String query, boolean verified) {
    return new FetchResult(session.scenario(), session.target().description(),
        session.keyScheduleLabel(), session.negotiated(), session.jceIgnored(),
        Environment.current(), query, rows, digest.cells(), bytes, session.connectNanos(),
        wallNanos, cpuNanos, userNanos, allocatedBytes, digest.value(), verified);
  }
}
