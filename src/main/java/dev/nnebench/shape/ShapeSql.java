package dev.nnebench.shape;


/**
 * Renders a {@link Shape} as Oracle SQL.
 *
 * <p>Rows come from a cross join of two small CONNECT BY generators (at most 10,000 x 1,000),
 * because one large CONNECT BY LEVEL keeps every level in PGA. ROWNUM in the innermost view
 * numbers the rows; a view with ROWNUM is not merged, so rows leave in ID order without a sort.
 */
final class ShapeSql {
  private static final int OUTER = 10_000;

  private ShapeSql() {}

  static String render(Shape s) {
    StringBuilder sql = new StringBuilder(256 + s.columns() * 96);
    sql.append(s.header()).append('\n').append("SELECT r AS ID");
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

  private static String column(Shape s, int c) {
    String type = "VARCHAR2(" + s.width() + ")";
    String value = "CAST(RPAD(g || '-" + c + "', " + s.width() + ", 'x') AS " + type + ")";
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
