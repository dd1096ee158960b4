package dev.nnebench.wire.query;

import dev.nnebench.shape.Shape;
import dev.nnebench.wire.call.SessionInfo;
import dev.nnebench.wire.load.SessionTime;
import dev.nnebench.wire.ttc.OraError;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The SQL the double understands: shape queries (by their {@code nnebench:shape v1} header),
 * the NNE banner query, {@code SELECT <literal> FROM DUAL} probes and the slow
 * {@code SELECT NNEBENCH_SLEEP(n) FROM DUAL} ({@link SleepQuery}), and, under a server model,
 * the DBA views of the session's time and traffic ({@link ViewQuery}). Anything else is an
 * error worded as Oracle words it: ORA-00902 for a query that names a type the double does not
 * serve (JSON, VECTOR, XMLTYPE, object types) or a shape header with an unknown type, ORA-00942
 * for other queries (the double has no tables), ORA-00900 for statements that are not queries.
 */
final class SqlCatalog {
  private static final Pattern DUAL_PROBE = Pattern.compile(
      "select\\s+(-?\\d{1,18}|'[^']{0,100}')\\s+from\\s+(sys\\.)?dual", Pattern.CASE_INSENSITIVE);
  private static final Pattern QUERY_START = Pattern.compile("(?is)^(select|with)\\b.*");
  private static final String BANNER_QUERY = normalize(NneBanner.QUERY);
  /** Casts to, and constructors of, the types out of the double's scope. */
  private static final Pattern UNSUPPORTED_TYPE = Pattern.compile(
      "(?i)\\bas\\s+(json|vector|xmltype|sys\\.xmltype|sys\\.anydata|sdo_geometry)\\b"
          + "|\\b(json|json_object|json_array|json_objectagg|json_arrayagg|json_scalar|xmltype"
          + "|xmlelement|xmlforest|xmlagg|to_vector|vector|sdo_geometry|anydata\\.\\w+)\\s*\\(");
  private static final Pattern TYPED_HEADER = Pattern.compile("^\\s*/\\* nnebench:shape v2 ");

  private final SessionInfo session;

  SqlCatalog(SessionInfo session) {
    this.session = session;
  }

  /** The rows {@code sql} returns, or the error Oracle would raise for it. */
  Result resolve(String sql) {
    return resolve(sql, SessionTime.none());
  }

  /** As {@link #resolve(String)}, with the DBA views of {@code time}'s session and model. */
  Result resolve(String sql, SessionTime time) {
    try {
      Optional<Shape> shape = Shape.fromSql(sql);
      if (shape.isPresent()) {
        return Result.of(new ShapeRows(shape.get()));
      }
    } catch (IllegalArgumentException e) {
      // a header with impossible numbers, or (in a typed header) a type the double lacks
      return Result.of(e.getMessage().contains("shape type") ? OraError.INVALID_DATATYPE
          : OraError.INVALID_SQL);
    }
    if (TYPED_HEADER.matcher(sql).find()) {
      return Result.of(OraError.INVALID_DATATYPE); // a v2 header naming an unknown type
    }
    String text = collapse(sql);
    if (text.toLowerCase(Locale.ROOT).equals(BANNER_QUERY)) {
      return Result.of(bannerRows());
    }
    int sleep = SleepQuery.seconds(text);
    if (sleep >= 0) {
      return Result.of(SleepQuery.rows(sleep));
    }
    Matcher probe = DUAL_PROBE.matcher(text);
    if (probe.matches()) {
      return Result.of(probeRows(probe.group(1)));
    }
    Optional<Result> userenv = UserenvQuery.resolve(text, session, time);
    if (userenv.isPresent()) {
      return userenv.get();
    }
    Optional<Result> view = ViewQuery.resolve(text, time);
    if (view.isPresent()) {
      return view.get();
    }
    // what clients send about their session: ALTER SESSION, DBTIMEZONE, USER, ...
    Optional<Result> sessionSql = SessionSql.resolve(text, session);
    if (sessionSql.isPresent()) {
      return sessionSql.get();
    }
    if (!QUERY_START.matcher(text).matches()) {
      return Result.of(OraError.INVALID_SQL);
    }
    return Result.of(UNSUPPORTED_TYPE.matcher(text).find()
        ? OraError.INVALID_DATATYPE : OraError.TABLE_NOT_FOUND);
  }

  private RowSource bannerRows() {
    List<List<Object>> rows = NneBanner.rows(session).stream()
        .map(line -> List.<Object>of(line)).toList();
    return new FixedRows(
        List.of(Column.varchar2(NneBanner.COLUMN, NneBanner.COLUMN_WIDTH)), rows);
  }

  private static RowSource probeRows(String literal) {
    if (literal.startsWith("'")) {
      String value = literal.substring(1, literal.length() - 1);
      Column column = Column.varchar2(literal.toUpperCase(Locale.ROOT), Math.max(1, value.length()));
      return new FixedRows(List.of(column), List.of(List.of(value)));
    }
    Column column = Column.number(literal);
    return new FixedRows(List.of(column), List.of(List.of(Long.parseLong(literal))));
  }

  static String normalize(String sql) {
    return collapse(sql).toLowerCase(Locale.ROOT);
  }

  /** Drops leading comments, a trailing semicolon and redundant whitespace. */
  private static String collapse(String sql) {
    String text = withoutLeadingComments(sql);
    text = text.replaceAll("\\s+", " ").replaceAll("\\s*([(),=])\\s*", "$1").trim();
    if (text.endsWith(";")) {
      text = text.substring(0, text.length() - 1).trim();
    }
    return text;
  }

  /* A loop, not a repeated pattern group: Java's regex engine recurses once per repetition. */
  private static String withoutLeadingComments(String sql) {
    int i = 0;
    while (true) {
      while (i < sql.length() && Character.isWhitespace(sql.charAt(i))) {
        i++;
      }
      int end = sql.startsWith("/*", i) ? sql.indexOf("*/", i + 2) : -1;
      if (end < 0) {
        return sql.substring(i);
      }
      i = end + 2;
    }
  }

  /** Either rows or an error. */
  record Result(RowSource rows, OraError error) {
    static Result of(RowSource rows) {
      return new Result(rows, null);
    }

    static Result of(OraError error) {
      return new Result(null, error);
    }
  }
}
