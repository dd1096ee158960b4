package dev.nnebench.report.markdown;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The one way report.md and the console write a table: a header, each column's alignment and
 * rows, as GitHub-flavoured markdown lines, or padded to fixed widths for a terminal.
 */
public final class MarkdownTable {
  /** How a column's cells align: text left, figures right. */
  public enum Align {
    LEFT("---"), RIGHT("---:");

    private final String rule;

    Align(String rule) {
      this.rule = rule;
    }
  }

  private final List<String> header;
  private final List<Align> aligns;
  private final List<List<String>> rows = new ArrayList<>();

  private MarkdownTable(List<String> header, List<Align> aligns) {
    if (header.size() != aligns.size()) {
      throw new IllegalArgumentException(header.size() + " columns but " + aligns.size()
          + " alignments");
    }
    this.header = List.copyOf(header);
    this.aligns = List.copyOf(aligns);
  }

  /** A table whose first {@code leftColumns} columns are text, the rest figures. */
  public static MarkdownTable of(List<String> header, int leftColumns) {
    List<Align> aligns = new ArrayList<>(Collections.nCopies(header.size(), Align.RIGHT));
    for (int i = 0; i < Math.min(leftColumns, header.size()); i++) {
      aligns.set(i, Align.LEFT);
    }
    return new MarkdownTable(header, aligns);
  }

  /** A table of the given column alignments. */
  public static MarkdownTable aligned(List<String> header, List<Align> aligns) {
    return new MarkdownTable(header, aligns);
  }

  /**
   * A table of one value per row and column key: {@code corner} heads the row keys, a column per
   * column key in the order first met, an empty cell where an item names no value; rows in the
   * order first met.
   */
  public static <T> MarkdownTable pivot(String corner, int leftColumns, List<T> items,
      Function<T, String> row, Function<T, String> column, Function<T, String> value) {
    return pivot(corner, leftColumns, items, row, column, value, new LinkedHashMap<>());
  }

  /** {@link #pivot} with the rows in {@code rowOrder}. */
  public static <T> MarkdownTable pivot(String corner, int leftColumns, List<T> items,
      Function<T, String> row, Function<T, String> column, Function<T, String> value,
      Comparator<String> rowOrder) {
    return pivot(corner, leftColumns, items, row, column, value, new TreeMap<>(rowOrder));
  }

  private static <T> MarkdownTable pivot(String corner, int leftColumns, List<T> items,
      Function<T, String> row, Function<T, String> column, Function<T, String> value,
      Map<String, Map<String, String>> rows) {
    Set<String> columns = new LinkedHashSet<>();
    for (T item : items) {
      columns.add(column.apply(item));
      rows.computeIfAbsent(row.apply(item), k -> new LinkedHashMap<>())
          .put(column.apply(item), value.apply(item));
    }
    List<String> header = new ArrayList<>(List.of(corner));
    header.addAll(columns);
    MarkdownTable table = of(header, leftColumns);
    rows.forEach((key, byColumn) -> {
      List<String> cells = new ArrayList<>(List.of(key));
      columns.forEach(c -> cells.add(byColumn.getOrDefault(c, "")));
      table.row(cells);
    });
    return table;
  }

  public MarkdownTable row(List<String> cells) {
    if (cells.size() != header.size()) {
      throw new IllegalArgumentException(header.size() + " columns but a row of " + cells);
    }
    rows.add(List.copyOf(cells));
    return this;
  }

  /** Header, rule and rows as markdown. */
  public List<String> lines() {
    List<String> out = new ArrayList<>();
    out.add(line(header));
    out.add("|" + String.join("", aligns.stream().map(a -> a.rule + "|").toList()));
    rows.forEach(r -> out.add(line(r)));
    return out;
  }

  /** Header, rule and rows, every column padded to its widest cell, for a terminal. */
  public List<String> padded() {
    int[] widths = new int[header.size()];
    List<List<String>> all = new ArrayList<>(List.of(header));
    all.addAll(rows);
    for (List<String> row : all) {
      for (int i = 0; i < widths.length; i++) {
        widths[i] = Math.max(widths[i], row.get(i).length());
      }
    }
    List<String> out = new ArrayList<>();
    out.add(padded(header, widths));
    out.add(padded(Arrays.stream(widths).mapToObj("-"::repeat).toList(), widths));
    rows.forEach(r -> out.add(padded(r, widths)));
    return out;
  }

  private static String line(List<String> cells) {
    return "| " + String.join(" | ", cells) + " |";
  }

  private static String padded(List<String> row, int[] widths) {
    StringBuilder s = new StringBuilder("|");
    for (int i = 0; i < widths.length; i++) {
      s.append(' ').append(row.get(i)).append(" ".repeat(widths[i] - row.get(i).length()))
          .append(" |");
    }
    return s.toString();
  }
}
