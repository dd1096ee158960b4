package dev.nnebench.results;

import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Observed;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One results.csv row as it is built, column by column, from what a trial ran and measured: its
 * cell as {@code param.NAME}, what its fork observed as {@code negotiated.NAME}, its figures as
 * {@code score}/{@code aux.NAME} with error and unit. {@link #trial()} is the finished row.
 */
public final class Row {
  private static final String ERROR = ".error";
  private static final String UNIT = ".unit";

  private final Map<String, String> columns = new LinkedHashMap<>();

  /** Sets {@code column} to {@code value}, in the order columns are first set. */
  public Row put(String column, String value) {
    columns.put(column, value);
    return this;
  }

  /** The primary figure's columns: score, error, unit. */
  public Row primary(Score score) {
    return put(Trial.SCORE, Double.toString(score.value()))
        .put(Trial.ERROR, Double.toString(score.error())).put(Trial.UNIT, score.unit());
  }

  /** The three columns of the secondary figure {@code name}. */
  public Row secondary(String name, Score score) {
    return put(Columns.aux(name), Double.toString(score.value()))
        .put(Columns.auxError(name), Double.toString(score.error()))
        .put(Columns.aux(name) + UNIT, score.unit());
  }

  /** A {@code param.NAME} column per axis {@code cell} names, its text as written. */
  public Row cell(Cell cell) {
    cell.forEach((axis, text) -> put(Columns.param(axis.name()), text));
    return this;
  }

  /** A {@code negotiated.NAME} column per fact observed (a counterpart's under {@code peer.}). */
  public Row observed(Observed observed) {
    observed.forEach((name, text) -> put(Columns.negotiated(name), text));
    return this;
  }

  /** Every column of {@code other}, set on this row. */
  public Row all(Row other) {
    columns.putAll(other.columns);
    return this;
  }

  /** What the row holds so far, as a trial (derived columns read it). */
  public Trial trial() {
    return new Trial(columns);
  }
}
