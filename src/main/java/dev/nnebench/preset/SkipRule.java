package dev.nnebench.preset;

import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Terms;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A preset's {@code skip} key: cells of the cross product it does not want, as conjunctions
 * separated by {@code ;}, e.g. {@code fetchSize=10 & encryption=AES256 & checksum=NONE}. A cell is
 * skipped when it has every named value (a cell without one of the names is not).
 */
public record SkipRule(List<Cell> conjunctions) {
  public static final SkipRule NONE = new SkipRule(List.of());

  public SkipRule {
    conjunctions = List.copyOf(conjunctions);
  }

  /** Parses the key's text; throws IllegalArgumentException naming a malformed part. */
  public static SkipRule parse(String text) {
    List<Cell> out = new ArrayList<>();
    for (String part : text.split(";")) {
      if (!part.isBlank()) {
        out.add(Terms.parse(part, "&", "preset key 'skip'",
            "skip = fetchSize=10 & checksum=NONE"));
      }
    }
    return new SkipRule(out);
  }

  /** Why {@code cell} is skipped, or empty when no conjunction matches it. */
  public Optional<String> reason(Cell cell) {
    return conjunctions.stream().filter(cell::holds).findFirst()
        .map(c -> "the preset skips " + c.joined(" & "));
  }
}
