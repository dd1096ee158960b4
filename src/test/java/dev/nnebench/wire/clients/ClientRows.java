package dev.nnebench.wire.clients;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.shape.ColumnType;
import dev.nnebench.shape.Shape;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * Checks the "row N: cell TAB cell ..." lines the typed client scripts print against a shape:
 * NULL as \N, a value longer than 64 characters as "len=N sha256=HEX" of its text.
 */
final class ClientRows {
  /** A client's rendering of a non-NULL cell: (shape, row, column) to text. */
  interface Expected {
    String of(Shape s, long row, int column);
  }

  /** A client's printed cell turned into the expected form (e.g. a float re-printed). */
  interface Normalizer {
    String of(ColumnType type, String cell);
  }

  private ClientRows() {}

  /**
   * Checks a client's output: every shape fetched once per batch size, in that order, every row
   * a line; {@code batch} names the batch size in messages (e.g. "fetch", "arraysize").
   */
  static void assertRuns(String output, List<Shape> shapes, List<Integer> batchSizes, String batch,
      Expected expected, Normalizer normalizer) {
    String[] lines = output.split("\n");
    int i = 0;
    for (Shape s : shapes) {
      for (int b : batchSizes) {
        for (long r = 1; r <= s.rows(); r++, i++) {
          assertRow(s, r, lines[i], s.label() + " " + batch + " " + b, expected, normalizer);
        }
      }
    }
  }

  static void assertRow(Shape s, long row, String line, String context, Expected expected,
      Normalizer normalizer) {
    String prefix = "row " + row + ": ";
    assertEquals(prefix, line.substring(0, Math.min(prefix.length(), line.length())),
        context + ": " + line);
    String[] cells = line.substring(prefix.length()).split("\t", -1);
    assertEquals(s.columns() + 1, cells.length, context + " row " + row);
    assertEquals(Long.toString(row), cells[0], context);
    for (int c = 1; c <= s.columns(); c++) {
      String want = s.isNull(row, c) ? "\\N" : expected.of(s, row, c);
      String got = cells[c].equals("\\N") ? cells[c] : normalizer.of(s.type(c), cells[c]);
      assertEquals(want, got, context + " row " + row + " C" + c + " " + s.type(c));
    }
  }

  /** The value, or "len=N sha256=HEX" when longer than 64 characters. */
  static String shortened(String v) {
    if (v == null || v.length() <= 64) {
      return v;
    }
    try {
      return "len=" + v.length() + " sha256=" + HexFormat.of().formatHex(
          MessageDigest.getInstance("SHA-256").digest(v.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
