package dev.nnebench.report;

import dev.nnebench.results.ParamName;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The six lines a person reads first: per declared question with a {@link Phrase}, the clearest
 * answer this run can tell apart (interval excluding 1×), phrased as the setting it points to;
 * then what it cannot tell apart, and whether any trial behind an answer was unsteady; then the
 * recommended pool sizes. A driver that ignores {@code useJCEAPI} (23.x) is never told to set it:
 * its own-AES-vs-JCE trial runs JCE on both sides, and a bar of ±0.5 % can exclude 1× by a
 * fraction of a percent (1.01× ± 0.0055 in one run here), so its answer is named in the closing
 * line as what it shows, that the driver ignores the property.
 */
final class Summary {
  static final int MAX_LINES = 6;
  private static final int MAX_UNTOLD = 3;
  private static final String NONE_TO_SAY = "- No answer in this run: it measured no pair of"
      + " settings to compare (see the tables).";

  private Summary() {}

  /** The Summary of {@code run}: never empty (a run with no answer says so). */
  static List<String> of(RunAnswers run) {
    List<String> summary = new ArrayList<>(lines(run.answers()));
    DriverFetchSize.summary(run.trials()).ifPresent(summary::add);
    summary.addAll(PoolSection.summary(run.trials()));
    return summary.isEmpty() ? List.of(NONE_TO_SAY)
        : List.copyOf(summary.subList(0, Math.min(MAX_LINES, summary.size())));
  }

  static List<String> lines(List<Answer> all) {
    List<String> lines = new ArrayList<>();
    Questions.ALL.stream().filter(q -> q.phrase().isPresent())
        .sorted(Comparator.comparingInt(q -> q.phrase().orElseThrow().rank()))
        .forEach(q -> phrased(all, q).ifPresent(lines::add));
    untold(all).ifPresent(lines::add);
    return lines.subList(0, Math.min(MAX_LINES, lines.size()));
  }

  private static Optional<String> phrased(List<Answer> all, Question q) {
    Phrase phrase = q.phrase().orElseThrow();
    return pick(all, q.name(), phrase.wanted()).map(phrase.line());
  }

  /* The told-apart answer to {@code question} that best stands for it: strongest crypto, JCE,
   * largest fetch size, newest driver. */
  private static Optional<Answer> pick(List<Answer> all, String question,
      Predicate<Answer> wanted) {
    return all.stream()
        .filter(h -> h.question().equals(question) && h.toldApart() && wanted.test(h))
        .min(Comparator.comparing((Answer h) -> !bothOn(h))
            .thenComparing(h -> !h.param(ParamName.JCE).equals("true"))
            .thenComparing(h -> -number(h, ParamName.FETCH_SIZE))
            .thenComparing(h -> -number(h, ParamName.DRIVER)));
  }

  private static Optional<String> untold(List<Answer> all) {
    List<Answer> ratios = all.stream().filter(h -> h.unit().equals(Answer.RATIO)).toList();
    List<String> parts = ratios.stream().filter(h -> !h.toldApart() && !ignoresUseJce(h))
        .map(h -> h.question() + " (" + h.label() + ") " + h.shown()).toList();
    long unsteady = all.stream().filter(h -> !h.steady()).count();
    List<String> out = new ArrayList<>();
    ratios.stream().filter(Summary::ignoresUseJce).findFirst().ifPresent(h -> out.add("driver "
        + h.param(ParamName.DRIVER) + " ignores `useJCEAPI` (own AES vs JCE " + h.shown()
        + ", fetchSize " + h.param(ParamName.FETCH_SIZE) + ")"));
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

  private static boolean ignoresUseJce(Answer h) {
    return h.question().equals(Answers.OWN_AES) && !h.honoursUseJce();
  }

  private static boolean bothOn(Answer h) {
    return !h.param(ParamName.ENCRYPTION).equalsIgnoreCase(ParamName.NONE)
        && !h.param(ParamName.CHECKSUM).equalsIgnoreCase(ParamName.NONE);
  }

  private static double number(Answer h, String param) {
    try {
      return Double.parseDouble(h.param(param));
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  private static String capitalise(String s) {
    return s.isEmpty() ? s : s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
  }
}
