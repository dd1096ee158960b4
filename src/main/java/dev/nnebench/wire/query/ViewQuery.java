package dev.nnebench.wire.query;

import dev.nnebench.wire.load.SessionTime;
import dev.nnebench.wire.query.SqlTokens.Kind;
import dev.nnebench.wire.query.SqlTokens.Token;
import dev.nnebench.wire.ttc.OraError;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * SELECTs over the double's DBA views ({@link DbaViews}), in the forms a DBA or a tool writes
 * them: a select list of (qualified) columns with aliases or {@code *}; one or two views, joined
 * by a comma or by {@code [INNER] JOIN ... ON}; a WHERE of {@code =} and {@code IN (...)}
 * conditions joined by AND, over columns, literals and {@code SYS_CONTEXT('USERENV','SID')};
 * ORDER BY columns; at most three views. Under no server model the views do not exist (ORA-00942, what a user
 * without the grant gets); other forms over the views get ORA-00900, unknown columns ORA-00904.
 */
final class ViewQuery {
  /* Combinations grow as the product of the views' rows: a hostile FROM list stays small. */
  private static final int MAX_VIEWS = 3;
  private final List<Token> tokens;
  private final SessionTime time;
  private int at;

  private ViewQuery(List<Token> tokens, SessionTime time) {
    this.tokens = tokens;
    this.time = time;
  }

  /** The answer to {@code sql} if it reads the double's views, else empty. */
  static Optional<SqlCatalog.Result> resolve(String sql, SessionTime time) {
    if (time.model().isNone()) {
      return Optional.empty();
    }
    Optional<List<Token>> tokens = SqlTokens.of(sql);
    if (tokens.isEmpty() || tokens.get().stream().noneMatch(
        t -> t.kind() == Kind.WORD && t.text().contains("$")
            && DbaViews.named(t.text(), time).isPresent())) {
      return Optional.empty();
    }
    try {
      return Optional.of(SqlCatalog.Result.of(new ViewRows(
          () -> new ViewQuery(tokens.get(), time).select())));
    } catch (Refused refused) {
      return Optional.of(SqlCatalog.Result.of(refused.error));
    }
  }

  private FixedRows select() {
    expect("SELECT");
    List<ViewSelect.Item> items = items();
    expect("FROM");
    ViewSelect query = new ViewSelect(items);
    query.from(table());
    for (int views = 1; accept(",") || accept("JOIN") || accept("INNER")
        && expectReturning("JOIN"); views++) {
      if (views == MAX_VIEWS) {
        throw new Refused(OraError.INVALID_SQL);
      }
      boolean joined = previous().is("JOIN");
      query.from(table());
      if (joined) {
        expect("ON");
        conditions(query);
      }
    }
    if (accept("WHERE")) {
      conditions(query);
    }
    if (accept("ORDER")) {
      expect("BY");
      do {
        ViewSelect.Ref ref = ref();
        boolean descending = accept("DESC");
        if (!descending) {
          accept("ASC");
        }
        query.orderBy(ref, descending);
      } while (accept(","));
    }
    if (at != tokens.size()) {
      throw new Refused(OraError.INVALID_SQL);
    }
    return query.rows();
  }

  private List<ViewSelect.Item> items() {
    List<ViewSelect.Item> items = new ArrayList<>();
    do {
      if (accept("*")) {
        items.add(new ViewSelect.Item(new ViewSelect.Ref(null, "*"), null));
        continue;
      }
      ViewSelect.Ref ref = ref();
      String alias = accept("AS") ? word() : peekAlias() ? word() : null;
      items.add(new ViewSelect.Item(ref, alias));
    } while (accept(","));
    return items;
  }

  private ViewSelect.Source table() {
    String name = word();
    if (accept(".")) {
      name = name + "." + word();
    }
    ViewTable view = DbaViews.named(name, time)
        .orElseThrow(() -> new Refused(OraError.TABLE_NOT_FOUND));
    return new ViewSelect.Source(peekAlias() ? word() : view.name(), view);
  }

  private void conditions(ViewSelect query) {
    do {
      ViewSelect.Operand left = operand();
      if (accept("IN")) {
        expect("(");
        List<ViewSelect.Operand> values = new ArrayList<>();
        do {
          values.add(operand());
        } while (accept(","));
        expect(")");
        query.where(left, values);
      } else {
        expect("=");
        query.where(left, List.of(operand()));
      }
    } while (accept("AND"));
  }

  private ViewSelect.Operand operand() {
    Token t = next();
    if (t.kind() == Kind.STRING) {
      return new ViewSelect.Literal(t.text());
    }
    if (t.kind() == Kind.NUMBER) {
      return new ViewSelect.Literal(Long.parseLong(t.text()));
    }
    if (t.is("SYS_CONTEXT")) {
      expect("(");
      boolean sid = next().text().equalsIgnoreCase("USERENV") && accept(",")
          && next().text().equalsIgnoreCase("SID");
      expect(")");
      if (!sid) {
        throw new Refused(OraError.INVALID_SQL);
      }
      return new ViewSelect.Literal((long) time.sid());
    }
    at--;
    return ref();
  }

  private ViewSelect.Ref ref() {
    String first = word();
    if (accept(".")) {
      return new ViewSelect.Ref(first, accept("*") ? "*" : word());
    }
    return new ViewSelect.Ref(null, first);
  }

  /* A word that is not one of the keywords that may follow a table or a select item. */
  private boolean peekAlias() {
    if (at >= tokens.size() || tokens.get(at).kind() != Kind.WORD) {
      return false;
    }
    return !List.of("FROM", "WHERE", "JOIN", "INNER", "ON", "ORDER", "AND", "AS")
        .contains(tokens.get(at).text());
  }

  private String word() {
    Token t = next();
    if (t.kind() != Kind.WORD) {
      throw new Refused(OraError.INVALID_SQL);
    }
    return t.text();
  }

  private Token next() {
    if (at >= tokens.size()) {
      throw new Refused(OraError.INVALID_SQL);
    }
    return tokens.get(at++);
  }

  private Token previous() {
    return tokens.get(at - 1);
  }

  private boolean accept(String word) {
    if (at < tokens.size() && tokens.get(at).is(word)) {
      at++;
      return true;
    }
    return false;
  }

  private void expect(String word) {
    if (!accept(word)) {
      throw new Refused(OraError.INVALID_SQL);
    }
  }

  private boolean expectReturning(String word) {
    expect(word);
    return true;
  }

  /** The error Oracle would raise for the query. */
  static final class Refused extends RuntimeException {
    private final transient OraError error;

    Refused(OraError error) {
      super(error.message(), null, false, false);
      this.error = error;
    }
  }
}
