package dev.nnebench.shape;

/**
 * The drawn values of {@link EntropyValues} in Oracle SQL: a PL/SQL function declared in the
 * statement's WITH clause (so the shape needs no schema objects) that replays {@link Draws} in
 * NUMBER arithmetic, exact below 2^63, and picks from the word lists of {@link Words} kept as
 * fixed-width slots. Products of draws are taken in separate statements because PL/SQL does not
 * fix the order in which an expression's calls run (the products do not depend on it).
 */
final class EntropySql {
  /** Name of the WITH-clause function that returns a drawn value. */
  static final String FUNCTION_NAME = "nnebench_drawn";
  /** The function's kind argument for RANDOM bytes, returned as hex. */
  private static final int RANDOM_BYTES = 5;

  private EntropySql() {}

  /** The function's declaration, without the leading WITH. */
  static String function() {
    return String.join("\n",
        "FUNCTION " + FUNCTION_NAME + "(g NUMBER, c NUMBER, n NUMBER, kind PLS_INTEGER)"
            + " RETURN VARCHAR2 IS",
        "  m CONSTANT NUMBER := " + Draws.MODULUS + ";",
        "  x NUMBER := MOD(g * 7919 + c * 104729, m - 1) + 1;",
        "  v VARCHAR2(32767);",
        "  len NUMBER;",
        "  k NUMBER;",
        "  prose CONSTANT VARCHAR2(4000) := '" + Words.slots(Words.PROSE, Words.WORD_SLOT) + "';",
        "  statuses CONSTANT VARCHAR2(4000) := '"
            + Words.slots(Words.STATUSES, Words.WORD_SLOT) + "';",
        "  phrases CONSTANT VARCHAR2(4000) := '"
            + Words.slots(Words.PHRASES, Words.PHRASE_SLOT) + "';",
        "  alphabet CONSTANT VARCHAR2(64) := '" + Words.BASE64 + "';",
        "  FUNCTION below(r NUMBER) RETURN NUMBER IS",
        "  BEGIN",
        "    x := MOD(x * " + Draws.MULTIPLIER + ", m);",
        "    RETURN TRUNC(x * r / m);",
        "  END;",
        "BEGIN",
        "  x := MOD(x * " + Draws.MULTIPLIER + ", m);",
        "  x := MOD(x * x, m);",
        "  x := MOD(x * " + Draws.MULTIPLIER + ", m);",
        "  IF kind = " + RANDOM_BYTES + " THEN",
        "    FOR i IN 1 .. n LOOP v := v || TO_CHAR(below(256), 'FM0X'); END LOOP;",
        "    RETURN v;",
        "  ELSIF kind = " + kind(Entropy.RANDOM) + " THEN",
        "    FOR i IN 1 .. n LOOP v := v || SUBSTR(alphabet, below(64) + 1, 1); END LOOP;",
        "    RETURN v;",
        "  ELSIF kind = " + kind(Entropy.CODES) + " THEN",
        "    k := MOD(c - 1, " + EntropyValues.CODE_KINDS + ");",
        "    IF k = 0 THEN",
        "      k := below(16); k := k * below(16);",
        "      v := RTRIM(SUBSTR(statuses, TRUNC(k / 16) * " + Words.WORD_SLOT + " + 1, "
            + Words.WORD_SLOT + "));",
        "    ELSIF k = 1 THEN",
        "      v := 'INV-' || LPAD(below(" + EntropyValues.REFERENCE_RANGE + "), 8, '0');",
        "    ELSIF k = 2 THEN",
        "      k := below(" + EntropyValues.CENTS_RANGE + ");",
        "      v := TRUNC(k / 100) || '.' || LPAD(MOD(k, 100), 2, '0');",
        "    ELSE",
        "      v := TO_CHAR(DATE '2020-01-01' + NUMTODSINTERVAL(below("
            + EntropyValues.CODES_SECONDS + "), 'SECOND'), 'YYYY-MM-DD HH24:MI:SS');",
        "    END IF;",
        "    RETURN SUBSTR(v, 1, n);",
        "  END IF;",
        "  len := n - below(TRUNC((n + 1) / 2));",
        "  WHILE NVL(LENGTH(v), 0) < len LOOP",
        "    IF v IS NOT NULL THEN v := v || ' '; END IF;",
        "    IF kind = " + kind(Entropy.TEXT) + " THEN",
        "      k := below(256); k := k * below(256); k := k * below(256);",
        "      v := v || RTRIM(SUBSTR(prose, TRUNC(k / 65536) * " + Words.WORD_SLOT + " + 1, "
            + Words.WORD_SLOT + "));",
        "    ELSE",
        "      k := below(" + Words.PHRASES.size() + ");",
        "      v := v || RTRIM(SUBSTR(phrases, k * " + Words.PHRASE_SLOT + " + 1, "
            + Words.PHRASE_SLOT + "));",
        "      k := below(" + EntropyValues.ENTRY_NUMBERS + ");",
        "      v := v || ' ' || k;",
        "    END IF;",
        "  END LOOP;",
        "  RETURN SUBSTR(v, 1, len);",
        "END;");
  }

  /** The value of drawn column {@code c} of type {@code t}, {@code length} long, before NULLs. */
  static String value(Entropy entropy, ColumnType t, int c, int length) {
    String type = TypedSql.sqlType(t, length);
    if (t.kind() == ColumnType.Kind.VARCHAR2) {
      return "CAST(" + call(kind(entropy), c, length) + " AS " + type + ")";
    }
    String raw = entropy == Entropy.RANDOM
        ? "HEXTORAW(" + call(RANDOM_BYTES, c, length) + ")"
        : "UTL_RAW.CAST_TO_RAW(" + call(kind(entropy), c, length) + ")";
    return "CAST(" + raw + " AS " + type + ")";
  }

  private static String call(int kind, int c, int length) {
    return FUNCTION_NAME + "(g, " + c + ", " + length + ", " + kind + ")";
  }

  private static int kind(Entropy entropy) {
    return switch (entropy) {
      case TEXT -> 1;
      case CODES -> 2;
      case RANDOM -> 3;
      case REPETITIVE -> 4;
      case PAD -> throw new IllegalArgumentException("pad values are not drawn");
    };
  }
}
