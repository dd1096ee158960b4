package dev.nnebench.report;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.results.ParamName;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The five lines a person reads first: per question, the clearest answer this run can tell
 * apart (interval excluding 1×), phrased as the setting it points to; then what it cannot tell
 * apart, and whether any trial behind an answer was unsteady. A driver that ignores
 * {@code useJCEAPI} (23.x) is never told to set it: its own-AES-vs-JCE trial runs JCE on both
 * sides, and a bar of ±0.5 % can exclude 1× by a fraction of a percent (1.01× ± 0.0055 in one
 * run here), so its answer is named in the closing line as what it shows, that the driver
 * ignores the property.
 */
final class Summary {
  static final int MAX_LINES = 5;
  private static final int MAX_UNTOLD = 3;

  private Summary() {}

  static List<String> lines(List<Answer> all) {
    List<String> lines = new ArrayList<>();
    pick(all, Answers.OWN_AES, h -> h.value().value() > 1 && honoursUseJce(h)).ifPresent(h ->
        lines.add("- **Set `oracle.net.useJCEAPI=true`** on driver " + h.param(ParamName.DRIVER)
            + ": its own AES costs **" + h.shown() + "** the fetching thread's CPU per GB of JCE ("
            + crypto(h) + ", fetchSize " + h.param(ParamName.FETCH_SIZE) + ")."));
    pick(all, Answers.NNE_COST, h -> h.param(ParamName.JCE).equals("true")).ifPresent(h -> lines.add(
        "- NNE " + crypto(h) + " costs **" + h.shown() + "** the fetching thread's CPU per GB of"
            + " no NNE (driver " + h.param(ParamName.DRIVER) + ", JCE, fetchSize " + h.param(ParamName.FETCH_SIZE)
            + ")."));
    pick(all, Answers.FETCH_SIZE, h -> h.value().value() > 1).ifPresent(h -> lines.add(
        "- **Raise the fetch size**: " + h.param(ParamName.FETCH_SIZE) + " rows per round trip cost **"
            + h.shown() + "** the CPU per GB of the largest size measured (driver "
            + h.param(ParamName.DRIVER) + ", " + crypto(h) + ")."));
    pick(all, Answers.CONNECT, h -> h.value().value() > 1).ifPresent(h -> lines.add(
        "- **Pool connections**: opening one with " + crypto(h) + " takes **" + h.shown()
            + "** the time of one without NNE (driver " + h.param(ParamName.DRIVER) + ")."));
    untold(all).ifPresent(lines::add);
    return lines.subList(0, Math.min(MAX_LINES, lines.size()));
  }

  /* The told-apart answer to {@code question} that best stands for it: strongest crypto, JCE,
   * largest fetch size, newest driver. */
  private static Optional<Answer> pick(List<Answer> all, String question,
      java.util.function.Predicate<Answer> wanted) {
    return all.stream()
        .filter(h -> h.question().equals(question) && h.toldApart() && wanted.test(h))
        .min(Comparator.comparing((Answer h) -> !bothOn(h))
            .thenComparing(h -> !h.param(ParamName.JCE).equals("true"))
            .thenComparing(h -> -number(h, "fetchSize"))
            .thenComparing(h -> -number(h, "driver")));
  }

  private static Optional<String> untold(List<Answer> all) {
    List<Answer> ratios = all.stream().filter(h -> h.unit().equals(Answer.RATIO)).toList();
    List<String> parts = ratios.stream().filter(h -> !h.toldApart() && !ignoresUseJce(h))
        .map(h -> h.question() + " (" + h.label() + ") " + h.shown()).toList();
    long unsteady = all.stream().filter(h -> !h.steady()).count();
    List<String> out = new ArrayList<>();
    ratios.stream().filter(Summary::ignoresUseJce).findFirst().ifPresent(h -> out.add("driver "
        + h.param(ParamName.DRIVER) + " ignores `useJCEAPI` (own AES vs JCE " + h.shown() + ", fetchSize "
        + h.param(ParamName.FETCH_SIZE) + ")"));
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

  /* A TCPS cell runs NNE off under TLS: named so, not "NONE + NONE" beside the plain TCP one. */
  static String crypto(Answer h) {
    return h.param(ParamName.TRANSPORT).equalsIgnoreCase(ParamName.TCPS) ? TlsAnswers.TLS_LABEL
        : h.param(ParamName.ENCRYPTION) + " + " + h.param(ParamName.CHECKSUM);
  }

  private static boolean ignoresUseJce(Answer h) {
    return h.question().equals(Answers.OWN_AES) && !honoursUseJce(h);
  }

  /* Drivers up to 21 have an engine of their own to choose; a driver not named is assumed to. */
  private static boolean honoursUseJce(Answer h) {
    try {
      return DriverVersion.parse(h.param(ParamName.DRIVER)).honoursUseJceApi();
    } catch (IllegalArgumentException unknown) {
      return true;
    }
  }

  private static boolean bothOn(Answer h) {
    return !h.param(ParamName.ENCRYPTION).equalsIgnoreCase("NONE")
        && !h.param(ParamName.CHECKSUM).equalsIgnoreCase("NONE");
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
