package dev.nnebench.report.answer;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Counterpart;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The answers of a run as {@link Answer}s, every declared question's in turn, so two runs (or a
 * run and its baseline) can be set side by side answer by answer; and how an answer is keyed.
 */
public final class Answers {
  private Answers() {}

  /**
   * Every answer {@code trials} hold to {@code questions}, question by question, each under a key
   * of its own (see {@link #distinct}).
   */
  public static List<Answer> of(List<Trial> trials, List<Question> questions) {
    return distinct(questions.stream().flatMap(q -> q.answers(trials).stream()).toList());
  }

  /**
   * {@code answers} with every key told apart. A key leaves the counterpart out, so one cell
   * held against two counterparts (the ceiling fraction of a fetch paired once with
   * fetchSize=1000 and once with NNE off) gives two answers under one key, and a comparison or a
   * history keyed by it would keep one and drop (or mix in) the other. Those, and only those, get
   * their counterpart appended; any still alike a number, in the order computed. Keys no other
   * answer shares stay as they are, so runs saved before compare unchanged.
   */
  public static List<Answer> distinct(List<Answer> answers) {
    Map<String, Long> uses = answers.stream()
        .collect(Collectors.groupingBy(Answer::key, Collectors.counting()));
    Map<String, Integer> taken = new HashMap<>();
    List<Answer> out = new ArrayList<>();
    for (Answer a : answers) {
      String key = uses.get(a.key()) > 1 ? a.key() + " | vs " + counterpartOf(a) : a.key();
      int n = taken.merge(key, 1, Integer::sum);
      out.add(rekeyed(a, n == 1 ? key : key + " #" + n));
    }
    return out;
  }

  private static String counterpartOf(Answer a) {
    return a.cell().paired() ? a.cell().counterpart().text() : Counterpart.UNPAIRED;
  }

  private static Answer rekeyed(Answer a, String key) {
    return key.equals(a.key()) ? a : new Answer(key, a.id(), a.question(), a.label(), a.value(),
        a.unit(), a.higherIsWorse(), a.unsteady(), a.cell());
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
