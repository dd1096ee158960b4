package dev.nnebench.shape;

import java.util.Arrays;
import java.util.Locale;

/**
 * How a shape's VARCHAR2 and RAW values compress: the entropy class its definition names
 * ({@code values=} in a spec). {@link #PAD} is the original definition (a short prefix padded with
 * 'x', which deflate shrinks about fifty-fold, far beyond any real table); the others draw each
 * value from {@link Draws}, so they compress the way their kind of real data does
 * ({@link EntropyValues} defines them).
 *
 * <p>The other column types keep the values {@link TypedValues} defines whatever the class.
 */
public enum Entropy {
  /** {@code RPAD(g || '-' || c, width, 'x')}: compresses far better than any real table. */
  PAD("pad"),
  /** Free text: words drawn with a word-frequency (Zipf-like) skew, as prose compresses. */
  TEXT("text"),
  /** Codes and numbers: statuses, references, amounts and timestamps, one kind per column. */
  CODES("codes"),
  /**
   * Already-compressed or encrypted data: uniform random bytes in RAW (incompressible), base64
   * characters in VARCHAR2 (only the 6-of-8-bit slack is left to compress).
   */
  RANDOM("random"),
  /** Repetitive text: a few stock phrases, as log lines and boilerplate compress. */
  REPETITIVE("repetitive");

  private final String token;

  Entropy(String token) {
    this.token = token;
  }

  /** The spelling in a spec, a header and a label. */
  public String token() {
    return token;
  }

  /** Whether values are the original padded ones rather than drawn. */
  public boolean padded() {
    return this == PAD;
  }

  /** Whether this class draws the values of columns of type {@code kind}. */
  public boolean draws(ColumnType.Kind kind) {
    return !padded() && (kind == ColumnType.Kind.VARCHAR2 || kind == ColumnType.Kind.RAW);
  }

  /** The class a spec names; an IllegalArgumentException lists the classes there are. */
  public static Entropy parse(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    return Arrays.stream(values()).filter(e -> e.token.equals(t)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("unknown shape values '" + text
            + "'; use one of " + String.join(", ", Arrays.stream(values()).map(Entropy::token)
            .toList())));
  }
}
