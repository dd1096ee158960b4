package dev.nnebench.cell;

import java.util.regex.Pattern;

/**
 * {@code NAME=VALUE} terms as presets and result labels write them, joined by a separator that
 * depends on where they stand ({@code /} in a counterpart, {@code &} in a skip rule). One parser
 * for every such form, each name checked against {@link Axes}.
 */
public final class Terms {
  private Terms() {}

  /**
   * The terms of {@code text} split at {@code separator}, in order, as a cell; blank terms are
   * ignored. A term that is not NAME=VALUE, or names no axis, is refused with {@code context} and
   * {@code example} in the message.
   */
  public static Cell parse(String text, String separator, String context, String example) {
    Cell cell = Cell.EMPTY;
    for (String term : text.split(Pattern.quote(separator))) {
      if (term.isBlank()) {
        continue;
      }
      String[] kv = term.split("=", 2);
      if (kv.length != 2 || kv[0].isBlank() || kv[1].isBlank()) {
        throw new IllegalArgumentException(context + ": '" + term.trim()
            + "' is not NAME=VALUE; write e.g. " + example);
      }
      try {
        cell = cell.withText(Axes.require(kv[0].trim()), kv[1].trim());
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(context + ": " + e.getMessage(), e);
      }
    }
    return cell;
  }
}
