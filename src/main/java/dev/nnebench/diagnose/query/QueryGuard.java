package dev.nnebench.diagnose.query;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import java.util.List;

/**
 * Refuses, before anything connects, every text that is not one query: a single SELECT, or WITH
 * ... SELECT. diagnose runs against production databases, so DML, DDL, PL/SQL blocks, WITH
 * FUNCTION declarations, several statements and SELECT ... FOR UPDATE (which locks rows) are all
 * refused, with one line and exit code USAGE.
 */
public final class QueryGuard {
  private static final List<String> STATEMENT_WORDS =
      List.of("SELECT", "INSERT", "UPDATE", "DELETE", "MERGE");

  private QueryGuard() {}

  /** Returns the query without a trailing {@code ;}, or throws naming what is wrong. */
  public static String requireQuery(String sql) {
    String why = problem(sql);
    if (why != null) {
      throw new NnebenchException(ExitCodes.USAGE, "--query " + why
          + "; diagnose runs only a single SELECT or WITH ... SELECT");
    }
    int terminator = SqlWords.of(sql).terminator();
    return (terminator < 0 ? sql : sql.substring(0, terminator)).strip();
  }

  /** What makes {@code sql} not a single read-only query, or null when it is one. */
  static String problem(String sql) {
    if (sql == null || sql.isBlank()) {
      return "is empty";
    }
    SqlWords words;
    try {
      words = SqlWords.of(sql);
    } catch (IllegalArgumentException e) {
      return "cannot be read: " + e.getMessage();
    }
    return problem(words);
  }

  private static String problem(SqlWords sql) {
    if (sql.words().isEmpty()) {
      return "holds no statement";
    }
    String first = sql.words().get(0).text();
    if (!first.equals("SELECT") && !first.equals("WITH")) {
      return "starts with " + first + ", not SELECT or WITH";
    }
    if (first.equals("WITH") && sql.words().size() > 1
        && List.of("FUNCTION", "PROCEDURE").contains(sql.words().get(1).text())) {
      return "declares PL/SQL in its WITH clause";
    }
    if (sql.separatorInside()) {
      return "holds more than one statement";
    }
    String statement = sql.firstTopLevel(STATEMENT_WORDS);
    if (first.equals("WITH") && !statement.equals("SELECT")) {
      return "is a WITH ... " + (statement.isEmpty() ? "without a SELECT" : statement);
    }
    return sql.hasPair("FOR", "UPDATE") ? "ends in FOR UPDATE, which locks rows" : null;
  }
}
