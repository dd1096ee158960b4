package dev.nnebench.report.answer;

import dev.nnebench.cell.Axes;
import dev.nnebench.driver.DriverVersion;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * How a question speaks in the Summary: its place among the other questions' lines and the
 * lines it writes from its answers (and the run, where a line needs more than the answers).
 */
public record Phrase(SummaryPlace place, BiFunction<List<Answer>, RunAnswers, List<String>> lines) {

  /**
   * One line naming the told-apart answer, among those {@code wanted}, that best stands for the
   * question: strongest crypto, JCE, largest fetch size, newest driver.
   */
  public static Phrase best(SummaryPlace place, Predicate<Answer> wanted,
      Function<Answer, String> line) {
    return best(place, wanted, (a, run) -> line.apply(a));
  }

  /** {@link #best}, its line written with the run's other answers at hand. */
  public static Phrase best(SummaryPlace place, Predicate<Answer> wanted,
      BiFunction<Answer, RunAnswers, String> line) {
    return new Phrase(place, (answers, run) -> pick(answers, wanted)
        .map(a -> line.apply(a, run)).stream().toList());
  }

  /** This phrase in runs where {@code applies}, else no line. */
  public Phrase when(Predicate<RunAnswers> applies) {
    return new Phrase(place, (answers, run) -> applies.test(run) ? lines.apply(answers, run)
        : List.of());
  }

  private static Optional<Answer> pick(List<Answer> answers, Predicate<Answer> wanted) {
    return answers.stream().filter(h -> h.toldApart() && wanted.test(h))
        .min(Comparator.comparing((Answer h) -> !bothOn(h))
            .thenComparing(h -> !h.jce())
            .thenComparing(h -> -h.find(Axes.FETCH_SIZE).orElse(0))
            .thenComparing(h -> -h.find(Axes.DRIVER).map(DriverVersion::major).orElse(0)));
  }

  private static boolean bothOn(Answer h) {
    return h.find(Axes.ENCRYPTION).map(e -> e != EncryptionType.NONE).orElse(true)
        && h.find(Axes.CHECKSUM).map(c -> c != ChecksumType.NONE).orElse(true);
  }
}
