package dev.nnebench.diagnose.query;

import java.util.List;
import java.util.Optional;

/**
 * The profile of one untimed fetch of the user's query: rows, columns, why reading stopped early
 * when a bound ended it ({@code stoppedBy} empty when every row was read), and the transaction it
 * ran in (read-only unless the server refused that, which the report then says).
 */
public record ResultProfile(long rows, List<ColumnProfile> columns, Optional<String> stoppedBy,
    String transaction) {
  public ResultProfile {
    columns = List.copyOf(columns);
  }

  /** Cells read: rows times columns. */
  public long cells() {
    return rows * columns.size();
  }

  /** Characters read in all columns. */
  public long chars() {
    return columns.stream().mapToLong(ColumnProfile::chars).sum();
  }

  /** The CLOB, NCLOB and BLOB columns. */
  public List<ColumnProfile> lobColumns() {
    return columns.stream().filter(c -> c.sqlType().lob()).toList();
  }

  /** The longest LOB value read, in characters (CLOB) or bytes (BLOB); 0 without LOBs. */
  public long largestLob() {
    return lobColumns().stream().mapToLong(ColumnProfile::maxChars).max().orElse(0);
  }

  /** Share of all cells that are NULL, 0..1. */
  public double nullShare() {
    return columns.isEmpty() ? 0
        : columns.stream().mapToDouble(ColumnProfile::nullShare).average().orElse(0);
  }

  /** Share of all cells that repeat the previous row's value in their column, 0..1. */
  public double repeatShare() {
    return columns.isEmpty() ? 0
        : columns.stream().mapToDouble(ColumnProfile::repeatShare).average().orElse(0);
  }
}
