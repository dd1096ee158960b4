package dev.nnebench.diagnose.query;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The words of a SQL text outside comments, string literals and quoted identifiers, each with the
 * parenthesis depth it stands at, and whether a statement separator ({@code ;}) appears before
 * the end (a {@code ;} followed by nothing but blanks and comments is a terminator). Enough to tell a query from anything else without a full parser: Oracle's own
 * literal forms ({@code 'it''s'}, {@code q'[...]'}, {@code "Name"}) are skipped whole.
 */
record SqlWords(List<Word> words, int terminator, boolean separatorInside) {
  record Word(String text, int depth) {}

  static SqlWords of(String sql) {
    return new Scanner(sql).scan();
  }

  /** The first word at depth 0 that is one of {@code candidates}, upper case, or "". */
  String firstTopLevel(List<String> candidates) {
    return words.stream().filter(w -> w.depth() == 0 && candidates.contains(w.text()))
        .map(Word::text).findFirst().orElse("");
  }

  /** Whether the word {@code first} is directly followed by {@code second}, at any depth. */
  boolean hasPair(String first, String second) {
    for (int i = 0; i + 1 < words.size(); i++) {
      if (words.get(i).text().equals(first) && words.get(i + 1).text().equals(second)) {
        return true;
      }
    }
    return false;
  }

  private static final class Scanner {
    private final String sql;
    private final List<Word> words = new ArrayList<>();
    private int at;
    private int depth;
    private int terminator = -1;
    private boolean separatorInside;

    Scanner(String sql) {
      this.sql = sql;
    }

    SqlWords scan() {
      while (at < sql.length()) {
        step();
      }
      return new SqlWords(List.copyOf(words), terminator, separatorInside);
    }

    private void step() {
      char c = sql.charAt(at);
      if (sql.startsWith("--", at)) {
        skipTo("\n", false);
      } else if (sql.startsWith("/*", at)) {
        skipTo("*/", true);
      } else if (isQQuote()) {
        skipQQuote();
      } else if (c == '\'' || c == '"') {
        skipQuoted(c);
      } else if (Character.isLetter(c)) {
        word();
      } else {
        punctuation(c);
      }
    }

    private void punctuation(char c) {
      if (c == '(') {
        depth++;
      } else if (c == ')') {
        depth--;
      } else if (c == ';' && terminator < 0) {
        terminator = at;
      } else if (c == ';') {
        separatorInside = true;
      }
      at++;
    }

    private void word() {
      separatorInside |= terminator >= 0;
      int start = at;
      while (at < sql.length() && isWordChar(sql.charAt(at))) {
        at++;
      }
      words.add(new Word(sql.substring(start, at).toUpperCase(Locale.ROOT), depth));
    }

    private static boolean isWordChar(char c) {
      return Character.isLetterOrDigit(c) || c == '_' || c == '$' || c == '#';
    }

    private void skipTo(String end, boolean required) {
      int close = sql.indexOf(end, at + 2);
      if (close < 0 && required) {
        throw new IllegalArgumentException("a comment is not closed");
      }
      at = close < 0 ? sql.length() : close + end.length();
    }

    /* q'X...X' with X any character; ( [ { < close with their partner. */
    private boolean isQQuote() {
      char c = Character.toLowerCase(sql.charAt(at));
      boolean prefix = c == 'q' || (c == 'n' && at + 1 < sql.length()
          && Character.toLowerCase(sql.charAt(at + 1)) == 'q');
      int quote = at + (c == 'n' ? 2 : 1);
      return prefix && (at == 0 || !isWordChar(sql.charAt(at - 1)))
          && quote + 1 < sql.length() && sql.charAt(quote) == '\'';
    }

    private void skipQQuote() {
      int quote = sql.indexOf('\'', at);
      char open = sql.charAt(quote + 1);
      char close = switch (open) {
        case '(' -> ')';
        case '[' -> ']';
        case '{' -> '}';
        case '<' -> '>';
        default -> open;
      };
      int end = sql.indexOf(close + "'", quote + 2);
      if (end < 0) {
        throw new IllegalArgumentException("a q'" + open + "...' literal is not closed");
      }
      at = end + 2;
    }

    private void skipQuoted(char quote) {
      int i = at + 1;
      while (i < sql.length()) {
        if (sql.charAt(i) == quote) {
          if (i + 1 < sql.length() && sql.charAt(i + 1) == quote) {
            i += 2;
            continue;
          }
          at = i + 1;
          return;
        }
        i++;
      }
      throw new IllegalArgumentException(quote == '\'' ? "a string literal is not closed"
          : "a quoted identifier is not closed");
    }
  }
}
