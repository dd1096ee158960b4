package dev.nnebench.results;

/**
 * How a trial's parts are named as columns, declared once for the runner that writes them and
 * the report that reads them: {@code param.NAME}, {@code negotiated.NAME}, {@code aux.NAME}
 * (with {@code .error} and {@code .unit}), {@code series.NAME}, and the fixed columns of {@link
 * Trial}.
 */
public final class Columns {
  private static final String ERROR = ".error";

  private Columns() {}

  public static String param(String name) {
    return Trial.PARAM + name;
  }

  public static String negotiated(String name) {
    return Trial.NEGOTIATED + name;
  }

  /** The column of a secondary figure, {@code aux.NAME}; also the name of its series. */
  public static String aux(String name) {
    return Trial.AUX + name;
  }

  public static String auxError(String name) {
    return aux(name) + ERROR;
  }

  /** The per-iteration values of {@code figure} ({@link Trial#SCORE} or {@link #aux}). */
  public static String series(String figure) {
    return Trial.SERIES + figure;
  }
}
