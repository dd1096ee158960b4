package dev.nnebench.shape;

/**
 * Renders a {@link Shape} as Oracle SQL.
 *
 * <p>Rows come from a cross join of two small CONNECT BY generators (at most 10,000 x 1,000),
 * because one large CONNECT BY LEVEL keeps every level in PGA. ROWNUM in the innermost view
 * numbers the rows; a view with ROWNUM is not merged, so rows leave in ID order without a sort.
 *
 * <p>Typed columns ({@link TypedSql}) use MOD, CAST, date and interval literals with
 * NUMTODSINTERVAL, FROM_TZ, TO_BINARY_DOUBLE, TO_CHAR's hex format with HEXTORAW, TO_CLOB with
 * RPAD (which returns a CLOB for a CLOB argument, of any length), and for BLOB a function declared
 * in the statement's WITH clause (Oracle 12.1 and later) that appends with DBMS_LOB, because SQL
 * has no operator that builds a BLOB longer than a RAW. Drawn values ({@link Entropy}) come from
 * a second WITH-clause function ({@link EntropySql}).
 */
final class ShapeSql {
  private static final int OUTER = 10_000;

  private ShapeSql() {}

  static String render(Shape s) {
    StringBuilder sql = new StringBuilder(256 + s.columns() * 96);
    sql.append(s.header()).append('\n');
    if (hasBlob(s)) {
      sql.append(TypedSql.BLOB_FUNCTION).append('\n');
    }
    if (draws(s)) {
      sql.append(hasBlob(s) ? "" : "WITH ").append(EntropySql.function()).append('\n');
    }
    sql.append("SELECT r AS ID");
    for (int c = 1; c <= s.columns(); c++) {
      sql.append(",\n  ").append(column(s, c)).append(" AS C").append(c);
    }
    int inner = Math.max(1, (s.rows() + OUTER - 1) / OUTER);
    sql.append("\nFROM (SELECT r, CEIL(r / ").append(s.repeat()).append(") AS g")
        .append(" FROM (SELECT ROWNUM AS r FROM")
        .append(" (SELECT 1 FROM dual CONNECT BY LEVEL <= ").append(OUTER).append(") a,")
        .append(" (SELECT 1 FROM dual CONNECT BY LEVEL <= ").append(inner).append(") b")
        .append(" WHERE ROWNUM <= ").append(s.rows()).append("))");
    return sql.toString();
  }

  private static boolean hasBlob(Shape s) {
    for (int c = 1; c <= s.columns(); c++) {
      if (s.type(c).kind() == ColumnType.Kind.BLOB) {
        return true;
      }
    }
    return false;
  }

  private static boolean draws(Shape s) {
    for (int c = 1; c <= s.columns(); c++) {
      if (s.entropy().draws(s.type(c).kind())) {
        return true;
      }
    }
    return false;
  }

  private static String column(Shape s, int c) {
    ColumnType t = s.type(c);
    String type = TypedSql.sqlType(t, s.length(c));
    String value = s.entropy().draws(t.kind()) ? EntropySql.value(s.entropy(), t, c, s.length(c))
        : t.kind() == ColumnType.Kind.VARCHAR2
        ? "CAST(RPAD(g || '-" + c + "', " + s.width() + ", 'x') AS " + type + ")"
        : TypedSql.value(t, c, s.length(c));
    if (s.nullPercent() == 0) {
      return value;
    }
    if (s.nullPercent() == 100) {
      return "CAST(NULL AS " + type + ")";
    }
    return "CASE WHEN MOD(g * 7919 + " + (c * 104729L) + ", 100) < " + s.nullPercent()
        + " THEN NULL ELSE " + value + " END";
  }
}
