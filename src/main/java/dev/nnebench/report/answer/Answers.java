package dev.nnebench.report.answer;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.results.Trial;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The answers of a run as {@link Answer}s, every declared question's in turn, so two runs (or a
 * run and its baseline) can be set side by side answer by answer; and how an answer is keyed.
 */
public final class Answers {
  private Answers() {}

  /** Every answer {@code trials} hold to {@code questions}, question by question. */
  public static List<Answer> of(List<Trial> trials, List<Question> questions) {
    return questions.stream().flatMap(q -> q.answers(trials).stream()).toList();
  }

  /**
   * A question's id and every axis of the subject's cell but what it was paired with: equal
   * across runs asking the same, whether they measured it paired or apart.
   */
  public static String key(String id, Cell cell) {
    return id + " | " + label(cell.without(Axes.COUNTERPART));
  }

  /**
   * The cell of {@code t} as answers name it: an axis added after runs were saved is left out at
   * the value those runs ran at, so answers keep the keys they had before it and older runs
   * compare.
   */
  public static Cell cell(Trial t) {
    return named(t.cell());
  }

  /** {@code cell} without the later axes it names at their defaults (see {@link #cell}). */
  public static Cell named(Cell cell) {
    for (Axis<?> axis : cell.axes()) {
      if (axis.later() && axis.atDefault(cell.text(axis))) {
        cell = cell.without(axis);
      }
    }
    return cell;
  }

  /** {@code name=text, ...} of {@code cell} by axis name, or {@code all} when it names none. */
  public static String label(Cell cell) {
    return cell.isEmpty() ? "all" : cell.axes().stream().sorted(Comparator.comparing(Axis::name))
        .map(a -> a.name() + "=" + cell.text(a)).collect(Collectors.joining(", "));
  }

  /** Whether {@code t} was paired with exactly the counterpart {@code changes} describes. */
  public static boolean sameChanges(Trial t, Cell changes) {
    Cell paired = t.cell().counterpart().changes();
    return paired.axes().equals(changes.axes()) && paired.holds(changes);
  }
}
