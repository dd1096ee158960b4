package dev.nnebench.report.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

class MarkdownTableTest {
  /* row, column, value */
  private static final List<List<String>> ITEMS = List.of(List.of("b", "x", "1"),
      List.of("a", "y", "2"), List.of("b", "y", "3"));

  @Test
  void aPivotHasAColumnPerKeyFirstMetAndLeavesAMissingPairEmpty() {
    MarkdownTable table = MarkdownTable.pivot("key", 1, ITEMS, i -> i.get(0), i -> i.get(1),
        i -> i.get(2));

    assertEquals(List.of("| key | x | y |", "|---|---:|---:|", "| b | 1 | 3 |", "| a |  | 2 |"),
        table.lines());
  }

  @Test
  void aPivotSortsItsRowsWhenGivenAnOrder() {
    MarkdownTable table = MarkdownTable.pivot("key", 0, ITEMS, i -> i.get(0), i -> i.get(1),
        i -> i.get(2), Comparator.naturalOrder());

    assertEquals(List.of("| key | x | y |", "|---:|---:|---:|", "| a |  | 2 |", "| b | 1 | 3 |"),
        table.lines());
  }
}
