package dev.nnebench.wire.query;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The tokens of a simple SELECT: identifiers (upper-cased unless quoted), string literals,
 * whole numbers and the symbols {@code ( ) , = * .}; empty for anything else (an operator the
 * double does not evaluate), so such SQL is not taken for a view query.
 */
final class SqlTokens {
  /** One token; {@code text} is an identifier, a literal's value, or the symbol. */
  record Token(Kind kind, String text) {
    boolean is(String word) {
      return (kind == Kind.WORD || kind == Kind.SYMBOL) && text.equals(word);
    }
  }

  enum Kind { WORD, STRING, NUMBER, SYMBOL }

  private SqlTokens() {}

  static Optional<List<Token>> of(String sql) {
    List<Token> tokens = new ArrayList<>();
    int i = 0;
    while (i < sql.length()) {
      char c = sql.charAt(i);
      if (Character.isWhitespace(c)) {
        i++;
      } else if (c == '\'') {
        int end = closing(sql, i);
        if (end < 0) {
          return Optional.empty();
        }
        tokens.add(new Token(Kind.STRING, sql.substring(i + 1, end).replace("''", "'")));
        i = end + 1;
      } else if (c == '"') {
        int end = sql.indexOf('"', i + 1);
        if (end < 0) {
          return Optional.empty();
        }
        tokens.add(new Token(Kind.WORD, sql.substring(i + 1, end)));
        i = end + 1;
      } else if (Character.isDigit(c)) {
        int end = i;
        while (end < sql.length() && Character.isDigit(sql.charAt(end))) {
          end++;
        }
        tokens.add(new Token(Kind.NUMBER, sql.substring(i, end)));
        i = end;
      } else if (Character.isLetter(c) || c == '_') {
        int end = i;
        while (end < sql.length() && isWordPart(sql.charAt(end))) {
          end++;
        }
        tokens.add(new Token(Kind.WORD, sql.substring(i, end).toUpperCase(Locale.ROOT)));
        i = end;
      } else if ("(),=*.".indexOf(c) >= 0) {
        tokens.add(new Token(Kind.SYMBOL, String.valueOf(c)));
        i++;
      } else {
        return Optional.empty();
      }
    }
    return Optional.of(tokens);
  }

  private static boolean isWordPart(char c) {
    return Character.isLetterOrDigit(c) || c == '_' || c == '$' || c == '#';
  }

  /* The quote closing the literal opened at {@code open}; '' inside is an escaped quote. */
  private static int closing(String sql, int open) {
    int i = open + 1;
    while (i < sql.length()) {
      if (sql.charAt(i) == '\'') {
        if (i + 1 < sql.length() && sql.charAt(i + 1) == '\'') {
          i += 2;
          continue;
        }
        return i;
      }
      i++;
    }
    return -1;
  }
}
