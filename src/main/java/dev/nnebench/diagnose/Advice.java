package dev.nnebench.diagnose;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The ranked advice: for each kind of setting the best candidate whose whole interval shows a
 * gain in wall time, ranked by the low end of that interval (the gain the run vouches for, so a
 * wide interval around a high median does not outrank a tight one just below it). A candidate
 * whose interval reaches 1 or below is never advised. Turning NNE off is not a tuning step: its gain is reported beside the advice, never in
 * it.
 */
public final class Advice {
  private Advice() {}

  /** The advised findings, ranked; one per axis. */
  public static List<Finding> ranked(List<Finding> findings) {
    Map<String, Finding> best = new LinkedHashMap<>();
    findings.stream().filter(f -> f.verdict() == Finding.Verdict.FASTER)
        .filter(f -> !f.candidate().isNneOff())
        .forEach(f -> best.merge(f.candidate().axis(), f,
            (a, b) -> a.speedup().low() >= b.speedup().low() ? a : b));
    return best.values().stream()
        .sorted(Comparator.comparingDouble((Finding f) -> f.speedup().low()).reversed())
        .toList();
  }

  /** Numbered lines, e.g. {@code 1. defaultRowPrefetch=1000: 2.90x ± 0.10 faster}. */
  public static List<String> lines(List<Finding> findings) {
    List<String> out = new ArrayList<>();
    List<Finding> ranked = ranked(findings);
    for (int i = 0; i < ranked.size(); i++) {
      Finding f = ranked.get(i);
      out.add((i + 1) + ". " + f.candidate().property() + ": " + f.shown() + ties(f, findings));
    }
    if (ranked.isEmpty()) {
      out.add("No setting tried is faster beyond its interval: keep what is in force (the"
          + " evidence below says which could not be told apart).");
    }
    nneOff(findings).ifPresent(f -> out.add("(NNE off: " + f.shown() + "; a security decision,"
        + " not advised here: it leaves the traffic unprotected unless TLS or a private network"
        + " covers it.)"));
    return out;
  }

  /* Others of the same kind whose interval overlaps the advised one's: as good, as far as this
   * run can tell. */
  private static String ties(Finding best, List<Finding> findings) {
    List<String> tied = findings.stream().filter(f -> f != best)
        .filter(f -> f.candidate().axis().equals(best.candidate().axis()))
        .filter(f -> f.verdict() == Finding.Verdict.FASTER)
        .filter(f -> f.speedup().high() >= best.speedup().low())
        .map(f -> f.candidate().text() + " " + Finding.ratio(f.speedup())).toList();
    return tied.isEmpty() ? "" : "; cannot be told apart from " + String.join(", ", tied);
  }

  private static Optional<Finding> nneOff(List<Finding> findings) {
    return findings.stream().filter(f -> f.candidate().isNneOff())
        .filter(f -> f.verdict() == Finding.Verdict.FASTER).findFirst();
  }
}
