package dev.nnebench.wire.clients;

import dev.nnebench.shape.Shape;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * The shapes the client programs fetch, with the fetch size to use, and what they must print
 * for each: computed here from {@link Shape#value}, independently of the double's encoder.
 */
final class ExpectedShapes {
  /**
   * Nulls, repeated values (duplicate-column bit vectors), widths from 5 to 4000 (chunked
   * strings above 252 bytes), fetch sizes from 1 up, an empty result, and SQL texts of 30 KB
   * and 100 KB (a request over several packets).
   */
  static final List<Fetch> ALL = List.of(
      new Fetch(new Shape(7, 3, 10, 30, 2), 1),
      new Fetch(new Shape(100, 2, 4000, 20, 3), 7),
      new Fetch(new Shape(1000, 4, 300, 0, 5), 100),
      new Fetch(new Shape(50, 2, 253, 50, 1), 1000),
      new Fetch(new Shape(0, 1, 5, 0, 1), 10),
      new Fetch(new Shape(7, 3, 10, 30, 2), 1, 30_000),
      new Fetch(new Shape(50, 2, 253, 50, 1), 1000, 100_000));

  /** The fetches whose SQL text spans several packets. */
  static final List<Fetch> LONG_SQL = ALL.stream().filter(f -> f.sqlLength() > 0).toList();

  private ExpectedShapes() {}

  /**
   * One shape query and the fetch size (arraysize, prefetch rows) to run it with; a non-zero
   * {@code sqlLength} pads the SQL text with a comment to that many bytes.
   */
  record Fetch(Shape shape, int fetchSize, int sqlLength) {
    Fetch(Shape shape, int fetchSize) {
      this(shape, fetchSize, 0);
    }

    /** The argument the client programs take: rows,cols,width,nulls,repeat,fetchsize[,length]. */
    String spec() {
      return shape.rows() + "," + shape.columns() + "," + shape.width() + ","
          + shape.nullPercent() + "," + shape.repeat() + "," + fetchSize
          + (sqlLength > 0 ? "," + sqlLength : "");
    }

    /** The line the client must print for this fetch. */
    String expectedLine() {
      return "rows=" + shape.rows() + " columns=" + columnNames() + " digest=" + digest();
    }

    private String columnNames() {
      StringBuilder names = new StringBuilder("ID");
      for (int c = 1; c <= shape.columns(); c++) {
        names.append(",C").append(c);
      }
      return names.toString();
    }

    /** SHA-256 over the rows: cells joined by TAB, NULL as \N, each row ended by LF. */
    private String digest() {
      MessageDigest sha;
      try {
        sha = MessageDigest.getInstance("SHA-256");
      } catch (NoSuchAlgorithmException e) {
        throw new IllegalStateException(e);
      }
      for (long r = 1; r <= shape.rows(); r++) {
        StringBuilder line = new StringBuilder().append(r);
        for (int c = 1; c <= shape.columns(); c++) {
          String v = shape.value(r, c);
          line.append('\t').append(v == null ? "\\N" : v);
        }
        sha.update(line.append('\n').toString().getBytes(StandardCharsets.UTF_8));
      }
      return HexFormat.of().formatHex(sha.digest());
    }
  }
}
