package dev.nnebench.report.figure;

import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.results.Trial;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.StringJoiner;
import java.util.TreeSet;

/** Names trials by the axes that actually vary among them, so labels stay short. */
public final class Labels {
  /** Axes in the order labels name them: by name. */
  public static final Comparator<Axis<?>> BY_NAME = Comparator.comparing(Axis::name);

  private Labels() {}

  /** The axes whose values differ among {@code trials}, by name. */
  public static Set<Axis<?>> varying(List<Trial> trials) {
    Set<Axis<?>> axes = axes();
    trials.forEach(t -> axes.addAll(t.cell().axes()));
    axes.removeIf(a -> trials.stream().map(t -> text(t.cell(), a)).distinct().count() < 2);
    return axes;
  }

  /** An empty set of axes kept in label order. */
  public static Set<Axis<?>> axes() {
    return new TreeSet<>(BY_NAME);
  }

  /** {@code name=value, ...} of {@code t} for {@code axes}, or {@code all} when none vary. */
  public static String of(Trial t, Set<Axis<?>> axes) {
    return of(t.cell(), axes);
  }

  /** The axes whose texts differ among {@code cells}, by name. */
  public static Set<Axis<?>> varyingIn(List<Cell> cells) {
    Set<Axis<?>> axes = axes();
    cells.forEach(c -> axes.addAll(c.axes()));
    axes.removeIf(a -> cells.stream().map(c -> text(c, a)).distinct().count() < 2);
    return axes;
  }

  /** {@code name=value, ...} of {@code cell} for {@code axes}, or {@code all} without any. */
  public static String of(Cell cell, Set<Axis<?>> axes) {
    StringJoiner label = new StringJoiner(", ").setEmptyValue("all");
    axes.forEach(a -> label.add(a.name() + "=" + text(cell, a)));
    return label.toString();
  }

  /** The text {@code cell} names for {@code axis}; empty when it names none. */
  public static String text(Cell cell, Axis<?> axis) {
    return cell.has(axis) ? cell.text(axis) : "";
  }
}
