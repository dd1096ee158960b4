package dev.nnebench.report.markdown;

import dev.nnebench.cell.Axes;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.answer.Question;
import dev.nnebench.report.answer.RunAnswers;
import dev.nnebench.report.answer.SummaryPlace;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The six lines a person reads first: each question's lines in the order of {@link
 * SummaryPlace} (a ratio question names the clearest answer this run can tell apart, interval
 * excluding 1×, phrased as the setting it points to), with what the run cannot tell apart and
 * whether any trial behind an answer was unsteady in its place among them. A driver that ignores
 * {@code useJCEAPI} (23.x) is never told to set it: its own-AES-vs-JCE trial runs JCE on both
 * sides, and a bar of ±0.5 % can exclude 1× by a fraction of a percent (1.01× ± 0.0055 in one
 * run), so its answer is named in the closing line as what it shows, that the driver ignores the
 * property.
 */
public final class Summary {
  public static final int MAX_LINES = 6;
  private static final int MAX_UNTOLD = 3;
  private static final String NONE_TO_SAY = "- No answer in this run: it measured no pair of"
      + " settings to compare (see the tables).";

  private Summary() {}

  /**
   * The Summary of {@code run} from the lines of {@code questions}, and what their answers cannot
   * tell apart: never empty (a run with no answer says so). {@code ownAes} is the question whose
   * answers show a driver ignoring {@code useJCEAPI}.
   */
  public static List<String> of(RunAnswers run, List<Question> questions, String ownAes) {
    List<Placed> placed = new ArrayList<>();
    for (Question q : questions) {
      q.phrase().ifPresent(p -> p.lines().apply(run.to(q.id()), run)
          .forEach(line -> placed.add(new Placed(p.place(), line))));
    }
    List<String> ids = questions.stream().map(Question::id).toList();
    untold(run.toAny(ids), ownAes).ifPresent(line -> placed.add(new Placed(SummaryPlace.UNTOLD,
        line)));
    List<String> summary = placed.stream().sorted(Comparator.comparing(Placed::place))
        .map(Placed::line).limit(MAX_LINES).toList();
    return summary.isEmpty() ? List.of(NONE_TO_SAY) : summary;
  }

  private record Placed(SummaryPlace place, String line) {}

  private static Optional<String> untold(List<Answer> all, String ownAes) {
    List<Answer> ratios = all.stream().filter(Answer::isRatio).toList();
    List<String> parts = ratios.stream().filter(h -> !h.toldApart() && !ignoresUseJce(h, ownAes))
        .map(h -> h.question() + " (" + h.label() + ") " + h.shown()).toList();
    long unsteady = all.stream().filter(h -> !h.steady()).count();
    List<String> out = new ArrayList<>();
    ratios.stream().filter(h -> ignoresUseJce(h, ownAes)).findFirst().ifPresent(h -> out.add(
        "driver " + h.text(Axes.DRIVER) + " ignores `useJCEAPI` (own AES vs JCE "
            + h.shown() + ", fetchSize " + h.text(Axes.FETCH_SIZE) + ")"));
    if (!parts.isEmpty()) {
      out.add("this run cannot tell apart " + String.join("; ", parts.subList(0,
          Math.min(MAX_UNTOLD, parts.size())))
          + (parts.size() > MAX_UNTOLD ? "; and " + (parts.size() - MAX_UNTOLD) + " more" : ""));
    }
    if (unsteady > 0) {
      out.add("⚠ " + unsteady + " answers rest on a trial that was not steady (see Steadiness)");
    }
    return out.isEmpty() ? Optional.empty()
        : Optional.of("- " + capitalise(String.join(". ", out)) + ".");
  }

  private static boolean ignoresUseJce(Answer h, String ownAes) {
    return h.id().equals(ownAes) && !h.honoursUseJce();
  }

  private static String capitalise(String s) {
    return s.isEmpty() ? s : s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
  }
}
