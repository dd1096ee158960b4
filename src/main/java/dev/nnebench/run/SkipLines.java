package dev.nnebench.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The console's account of what a plan left out: one line per reason with how many cells it
 * dropped, instead of one line per cell. quick drops 22 cells for three reasons, and their
 * 400-character lines filled two screens before the first trial; every cell is still listed in
 * the run directory's {@link #FILE_NAME}. A reason that names its cell ends in a parenthesised
 * cell label, which is what the grouping leaves out.
 */
final class SkipLines {
  static final String FILE_NAME = "skipped.txt";

  private SkipLines() {}

  /** One line per distinct reason, in first-seen order, e.g. {@code skipped 6 cells: ...}. */
  static List<String> grouped(List<String> reasons) {
    Map<String, Integer> counts = new LinkedHashMap<>();
    reasons.stream().distinct().forEach(r -> counts.merge(withoutCell(r), 1, Integer::sum));
    List<String> lines = new ArrayList<>();
    counts.forEach((reason, n) -> lines.add(
        n == 1 ? "skipped: " + reason : "skipped " + n + " cells: " + reason));
    return lines;
  }

  /* {@code reason} without a trailing parenthesised group, or as it is when it has none. */
  static String withoutCell(String reason) {
    if (!reason.endsWith(")")) {
      return reason;
    }
    int depth = 0;
    for (int i = reason.length() - 1; i >= 0; i--) {
      char c = reason.charAt(i);
      depth += c == ')' ? 1 : c == '(' ? -1 : 0;
      if (depth == 0) {
        return reason.substring(0, i).stripTrailing();
      }
    }
    return reason;
  }
}
