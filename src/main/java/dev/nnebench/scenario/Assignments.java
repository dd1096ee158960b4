package dev.nnebench.scenario;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * {@code NAME=VALUE} terms as presets and result labels write them, joined by a separator that
 * depends on where they stand ({@code /} in a counterpart, {@code &} in a skip rule, {@code , }
 * in a label). One parser and one printer, so the forms cannot drift apart.
 */
public final class Assignments {
  private Assignments() {}

  /**
   * The terms of {@code text} split at {@code separator}, in order; blank terms are ignored. A
   * term that is not NAME=VALUE is refused with {@code context} and {@code example} in the message.
   */
  public static Map<String, String> parse(String text, String separator, String context,
      String example) {
    Map<String, String> terms = new LinkedHashMap<>();
    for (String term : text.split(java.util.regex.Pattern.quote(separator))) {
      if (term.isBlank()) {
        continue;
      }
      String[] kv = term.split("=", 2);
      if (kv.length != 2 || kv[0].isBlank() || kv[1].isBlank()) {
        throw new IllegalArgumentException(context + ": '" + term.trim()
            + "' is not NAME=VALUE; write e.g. " + example);
      }
      terms.put(kv[0].trim(), kv[1].trim());
    }
    return terms;
  }

  /** {@code terms} printed as NAME=VALUE joined by {@code separator}. */
  public static String text(Map<String, String> terms, String separator) {
    return terms.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
        .collect(Collectors.joining(separator));
  }

  /** Whether {@code values} hold every term (values compared case-insensitively). */
  public static boolean holdIn(Map<String, String> terms, Map<String, String> values) {
    return terms.entrySet().stream()
        .allMatch(e -> e.getValue().equalsIgnoreCase(values.getOrDefault(e.getKey(), "")));
  }
}
