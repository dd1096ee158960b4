package dev.nnebench.wire.query;

import dev.nnebench.shape.RowDigest;
import dev.nnebench.shape.Shape;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/** Fetches a shape through JDBC the way the harness does and digests what arrives. */
public record ShapeFetch(long rows, long digest) {
  /** Fetches {@code shape} with {@code fetchSize} rows per round trip. */
  public static ShapeFetch run(Connection c, Shape shape, int fetchSize) throws SQLException {
    return run(c, shape.toSql(), fetchSize);
  }

  /** Fetches the rows of {@code sql}, a shape's SQL text (padded, say). */
  public static ShapeFetch run(Connection c, String sql, int fetchSize) throws SQLException {
    RowDigest digest = new RowDigest();
    long rows = 0;
    try (Statement s = c.createStatement()) {
      s.setFetchSize(fetchSize);
      try (ResultSet rs = s.executeQuery(sql)) {
        int columns = rs.getMetaData().getColumnCount();
        while (rs.next()) {
          for (int i = 1; i <= columns; i++) {
            digest.add(rs.getString(i));
          }
          rows++;
        }
      }
    }
    return new ShapeFetch(rows, digest.value());
  }

  /** Asserts the rows and their digest are what {@code shape} defines. */
  public void assertMatches(Shape shape, String context) {
    org.junit.jupiter.api.Assertions.assertEquals(shape.rows(), rows, context + ": rows");
    org.junit.jupiter.api.Assertions.assertEquals(RowDigest.hex(RowDigest.expected(shape)),
        RowDigest.hex(digest), context + ": digest");
  }
}
