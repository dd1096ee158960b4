package dev.nnebench.diagnose.sweep;

import dev.nnebench.diagnose.query.ColumnProfile;
import dev.nnebench.diagnose.query.ResultProfile;
import dev.nnebench.diagnose.query.SqlType;
import dev.nnebench.scenario.Shapes;
import dev.nnebench.shape.ColumnType;
import dev.nnebench.shape.Shape;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;

/**
 * The shape closest to a profile: its rows, its columns (the shape's numeric ID stands for the
 * first), their types ({@link SqlType#shapeType()}), the mean length of its VARCHAR2 and RAW
 * values as the width (the default width without such columns), the mean length of its LOB
 * values as the LOB size, and the NULL and repeat shares of the columns after the first. A result of VARCHAR2 columns only is an untyped shape, as before types existed.
 */
final class ReplayShape {
  private ReplayShape() {}

  static Optional<Shape> of(ResultProfile p) {
    if (p.rows() < 1 || p.columns().isEmpty()) {
      return Optional.empty();
    }
    List<ColumnProfile> rest = p.columns().stream().skip(1).limit(Shape.MAX_COLUMNS).toList();
    List<ColumnType> types = period(rest.stream().map(c -> c.sqlType().shapeType()).toList());
    boolean typed = types.stream().anyMatch(t -> !t.equals(ColumnType.VARCHAR2));
    int width = (int) clamp(mean(rest, typed ? ReplayShape::widthTyped : c -> true,
        Shapes.DEFAULT_WIDTH), 1, Shape.MAX_WIDTH);
    double repeats = share(rest, ColumnProfile::repeatShare);
    int repeat = repeats >= 1 ? (int) Math.min(p.rows(), Integer.MAX_VALUE)
        : (int) Math.max(1, Math.round(1 / (1 - repeats)));
    int rows = (int) Math.min(p.rows(), Shape.MAX_ROWS);
    int nulls = (int) Math.round(share(rest, ColumnProfile::nullShare) * 100);
    if (!typed) {
      return Optional.of(new Shape(rows, rest.size(), width, nulls, repeat));
    }
    boolean lobs = types.stream().anyMatch(t -> t.kind().lob());
    int lobSize = lobs ? (int) clamp(mean(rest, c -> c.sqlType().lob(), 1), 1,
        Shape.MAX_LOB_SIZE) : 0;
    return Optional.of(new Shape(rows, rest.size(), width, nulls, repeat, types, lobSize));
  }

  /* The columns whose values the shape's width sets. */
  private static boolean widthTyped(ColumnProfile c) {
    ColumnType.Kind k = c.sqlType().shapeType().kind();
    return k == ColumnType.Kind.VARCHAR2 || k == ColumnType.Kind.RAW;
  }

  /* The mean over the chosen columns of their mean lengths; {@code none} when none is chosen. */
  private static double mean(List<ColumnProfile> columns, Predicate<ColumnProfile> chosen,
      double none) {
    return columns.stream().filter(chosen).mapToDouble(ColumnProfile::meanChars).average()
        .orElse(none);
  }

  /* A share over the replayed columns: the shape's ID, never NULL or repeated, is not one. */
  private static double share(List<ColumnProfile> columns, ToDoubleFunction<ColumnProfile> f) {
    return columns.stream().mapToDouble(f).average().orElse(0);
  }

  private static long clamp(double v, long low, long high) {
    return Math.max(low, Math.min(high, Math.round(v)));
  }

  /**
   * The shortest list that, repeated over the columns, gives every column its type: a shape's
   * types cycle, so {@code [date, date, date]} is {@code [date]} and its label stays short.
   */
  static List<ColumnType> period(List<ColumnType> types) {
    for (int p = 1; p < types.size(); p++) {
      if (types.size() % p == 0 && repeats(types, p)) {
        return types.subList(0, p);
      }
    }
    return types;
  }

  private static boolean repeats(List<ColumnType> types, int p) {
    for (int i = p; i < types.size(); i++) {
      if (!types.get(i).equals(types.get(i - p))) {
        return false;
      }
    }
    return true;
  }
}
