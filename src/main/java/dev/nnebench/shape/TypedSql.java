package dev.nnebench.shape;

/**
 * SQL expressions for the values {@link TypedValues} defines, over the view's group {@code g}.
 * Each is exact: integer arithmetic in NUMBER, divisions by powers of ten or by 1024 (exact in
 * NUMBER and in BINARY_DOUBLE), intervals in whole microseconds.
 */
final class TypedSql {
  /** Name of the WITH-clause function that builds BLOB values. */
  static final String BLOB_FUNCTION_NAME = "nnebench_blob";
  /**
   * Returns a temporary BLOB of {@code n} bytes: the first bytes of the hex {@code head}, then
   * 0xA5. Declared in the statement (WITH FUNCTION), so the shape needs no schema objects.
   */
  static final String BLOB_FUNCTION = String.join("\n",
      "WITH FUNCTION " + BLOB_FUNCTION_NAME + "(head VARCHAR2, n PLS_INTEGER) RETURN BLOB IS",
      "  b BLOB;",
      "  pad RAW(2000) := HEXTORAW(RPAD('A5', 4000, 'A5'));",
      "  first PLS_INTEGER := LEAST(n, 4);",
      "  left PLS_INTEGER := n - LEAST(n, 4);",
      "BEGIN",
      "  DBMS_LOB.CREATETEMPORARY(b, TRUE, DBMS_LOB.CALL);",
      "  DBMS_LOB.WRITEAPPEND(b, first, HEXTORAW(SUBSTR(head, 1, 2 * first)));",
      "  WHILE left > 0 LOOP",
      "    DBMS_LOB.WRITEAPPEND(b, LEAST(left, 2000), pad);",
      "    left := left - LEAST(left, 2000);",
      "  END LOOP;",
      "  RETURN b;",
      "END;");

  private static final String SIGN = "(1 - 2 * MOD(g, 2))";
  private static final String WHOLE_SECONDS =
      "MOD(g * 86413 + %d, " + TypedValues.SECONDS_SPAN + ")";
  private static final String MICROS = "MOD(g * 7777 + %d, 1000000)";

  private TypedSql() {}

  /** The SQL type of a column of type {@code t} whose values are {@code length} long. */
  static String sqlType(ColumnType t, int length) {
    return switch (t.kind()) {
      case VARCHAR2 -> "VARCHAR2(" + length + ")";
      case NUMBER -> t.constrained() ? "NUMBER(" + t.precision() + "," + t.scale() + ")" : "NUMBER";
      case DATE -> "DATE";
      case TIMESTAMP -> "TIMESTAMP(6)";
      case TIMESTAMP_TZ -> "TIMESTAMP(6) WITH TIME ZONE";
      case BINARY_DOUBLE -> "BINARY_DOUBLE";
      case RAW -> "RAW(" + length + ")";
      case CLOB -> "CLOB";
      case BLOB -> "BLOB";
    };
  }

  /** The value of column {@code c} (not VARCHAR2), before the NULL rule. */
  static String value(ColumnType t, int c, int length) {
    long k = c * 104729L;
    return switch (t.kind()) {
      case VARCHAR2 -> throw new IllegalArgumentException("VARCHAR2 is rendered by ShapeSql");
      case NUMBER -> number(t, k);
      case DATE -> "(DATE '2000-01-01' + NUMTODSINTERVAL("
          + String.format(WHOLE_SECONDS, c * 3607L) + ", 'SECOND'))";
      case TIMESTAMP -> timestamp(c);
      case TIMESTAMP_TZ -> "FROM_TZ(" + timestamp(c) + ", CASE MOD(g + " + c + ", 4)"
          + " WHEN 0 THEN '+00:00' WHEN 1 THEN '+02:00' WHEN 2 THEN '-05:30' ELSE '+05:45' END)";
      case BINARY_DOUBLE -> "TO_BINARY_DOUBLE(" + SIGN + " * MOD(g * 7919 + " + k + ", "
          + TypedValues.DOUBLE_MODULUS + ") / " + TypedValues.DOUBLE_DENOMINATOR + ")";
      case RAW -> "CAST(HEXTORAW(RPAD(" + headHex(k) + ", " + (2 * length) + ", 'A5')) AS RAW("
          + length + "))";
      case CLOB -> "RPAD(TO_CLOB(g || '-" + c + "'), " + length + ", 'x')";
      case BLOB -> BLOB_FUNCTION_NAME + "(" + headHex(k) + ", " + length + ")";
    };
  }

  private static String number(ColumnType t, long k) {
    int digits = t.constrained() ? t.precision() : TypedValues.UNCONSTRAINED_DIGITS;
    String unscaled = SIGN + " * MOD(g * 7919 + " + k + ", " + TypedValues.pow10(digits) + ")";
    String value = t.scale() == 0 ? unscaled : unscaled + " / " + TypedValues.pow10(t.scale());
    return "CAST(" + value + " AS " + sqlType(t, 0) + ")";
  }

  private static String timestamp(int c) {
    return "CAST(TIMESTAMP '2000-01-01 00:00:00' + NUMTODSINTERVAL("
        + String.format(WHOLE_SECONDS, c * 3607L) + " + " + String.format(MICROS, c * 131L)
        + " / 1000000, 'SECOND') AS TIMESTAMP(6))";
  }

  /** The 8 upper-case hex digits of {@code m mod 2^32}. */
  private static String headHex(long k) {
    return "TO_CHAR(MOD(g * 7919 + " + k + ", 4294967296), 'FM0XXXXXXX')";
  }
}
