package dev.nnebench.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A preset's {@code skip} key: cells of the cross product it does not want, as conjunctions
 * separated by {@code ;}, e.g. {@code fetchSize=10 & encryption=AES256 & checksum=NONE}. A cell is
 * skipped when it has every named value (a cell without one of the names is not).
 */
public record SkipRule(List<Map<String, String>> conjunctions) {
  public static final SkipRule NONE = new SkipRule(List.of());

  public SkipRule {
    conjunctions = List.copyOf(conjunctions);
  }

  /** Parses the key's text; throws IllegalArgumentException naming a malformed part. */
  public static SkipRule parse(String text) {
    List<Map<String, String>> out = new ArrayList<>();
    for (String part : text.split(";")) {
      if (part.isBlank()) {
        continue;
      }
      Map<String, String> conjunction = new LinkedHashMap<>();
      for (String term : part.split("&")) {
        String[] kv = term.split("=", 2);
        if (kv.length != 2 || kv[0].isBlank() || kv[1].isBlank()) {
          throw new IllegalArgumentException("preset key 'skip': '" + term.trim() + "' is not"
              + " NAME=VALUE; write e.g. skip = fetchSize=10 & checksum=NONE");
        }
        conjunction.put(kv[0].trim(), kv[1].trim());
      }
      out.add(conjunction);
    }
    return new SkipRule(out);
  }

  /** Why {@code cell} is skipped, or empty when no conjunction matches it. */
  public Optional<String> reason(Map<String, String> cell) {
    return conjunctions.stream().filter(c -> matches(c, cell)).findFirst()
        .map(c -> "the preset skips " + describe(c));
  }

  private static boolean matches(Map<String, String> conjunction, Map<String, String> cell) {
    return conjunction.entrySet().stream()
        .allMatch(e -> e.getValue().equalsIgnoreCase(cell.getOrDefault(e.getKey(), "")));
  }

  private static String describe(Map<String, String> conjunction) {
    return String.join(" & ", conjunction.entrySet().stream()
        .map(e -> e.getKey() + "=" + e.getValue()).toList());
  }
}
