package dev.nnebench.diagnose.output;

import dev.nnebench.cell.Axis;
import dev.nnebench.diagnose.network.FetchSplit;
import dev.nnebench.diagnose.sweep.Finding;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The ranked advice: for each kind of setting the best candidate whose whole interval shows a
 * gain in wall time, ranked by the low end of its wall time saved per fetch on the network the
 * trials ran over (the gain the run vouches for, so a wide interval around a high median does not
 * outrank a tight one just below it; on a link with delay that is what round trips cost there,
 * not what they cost on loopback). A candidate whose ratio interval reaches 1 or below is never
 * advised. Turning NNE off is not a tuning step: its gain is reported beside the advice, never
 * in it. Nor is a setting whose gain the attribution rules out: where most of the profiling
 * fetch's wall time is DB time, the advice opens by saying the time is in the database, and a
 * setting that cuts round trips (fetch size, LOB prefetch) is reported, not ranked, while its
 * measured gain fits in the time that is not DB time. One that saved more than that has
 * cut DB time too (a server whose time goes with its calls rather than its rows) and is ranked,
 * saying so: the measurement overrules the assumption that only round trips moved.
 */
public final class Advice {
  /* Findings without a measured gain (older results) rank by their ratio, after those with. */
  private static final Comparator<Finding> VOUCHED = Comparator
      .comparingDouble((Finding f) -> finiteOr(f.wallGainMs().low(), Double.NEGATIVE_INFINITY))
      .thenComparingDouble(f -> f.speedup().low());

  private Advice() {}

  /** The advised findings, ranked; one per axis; no attribution to rule any out. */
  public static List<Finding> ranked(List<Finding> findings) {
    return ranked(findings, Optional.empty());
  }

  /** The advised findings, ranked, less those {@code split} rules out; one per axis. */
  public static List<Finding> ranked(List<Finding> findings, FetchSplit split) {
    return ranked(findings, Optional.of(split));
  }

  private static List<Finding> ranked(List<Finding> findings, Optional<FetchSplit> split) {
    Map<Set<Axis<?>>, Finding> best = new LinkedHashMap<>();
    findings.stream().filter(f -> f.verdict() == Finding.Verdict.FASTER)
        .filter(f -> !f.candidate().isNneOff())
        .filter(f -> !ruledOut(f, split))
        .forEach(f -> best.merge(f.candidate().kind(), f,
            (a, b) -> VOUCHED.compare(a, b) >= 0 ? a : b));
    return best.values().stream().sorted(VOUCHED.reversed()).toList();
  }

  /**
   * Numbered lines, e.g. {@code 1. defaultRowPrefetch=1000: 2.10 s ± 0.05 less per fetch (3.40x
   * ± 0.20 faster) on a 2 ms link}; {@code network} names where the trials ran ("" for nothing).
   */
  public static List<String> lines(List<Finding> findings, String network) {
    return lines(findings, network, Optional.empty());
  }

  /** As above, opening with where the time is when the attribution puts it in the database. */
  public static List<String> lines(List<Finding> findings, String network, FetchSplit split) {
    return lines(findings, network, Optional.of(split));
  }

  private static List<String> lines(List<Finding> findings, String network,
      Optional<FetchSplit> split) {
    String on = network.isEmpty() ? "" : " " + network;
    List<String> out = new ArrayList<>();
    Optional<String> inTheDatabase = split.flatMap(FetchSplit::inTheDatabase);
    List<Finding> ranked = ranked(findings, split);
    boolean callsCutIt = ranked.stream().anyMatch(f -> cutDbTime(f, split));
    inTheDatabase.ifPresent(line -> out.add(line + (callsCutIt ? "; fewer calls saved more"
        + " than the " + split.get().notDbTimeShown() + " that are not DB time here, so part of"
        + " it goes with the number of calls the database answers." : "; no client setting"
        + " saves it, and fewer round trips save at most the " + split.get().notDbTimeShown()
        + " that are not DB time (the network's " + split.get().networkShown() + " among"
        + " them).")));
    for (int i = 0; i < ranked.size(); i++) {
      Finding f = ranked.get(i);
      out.add((i + 1) + ". " + f.candidate().property() + ": " + f.gainShown() + cpu(f) + on
          + (cutDbTime(f, split) ? "; more than the round trips could save: fewer fetch calls"
          + " cut DB time too" : "") + ties(f, findings));
    }
    if (ranked.isEmpty() && inTheDatabase.isEmpty()) {
      out.add("No setting tried is faster beyond its interval: keep what is in force (the"
          + " evidence below says which could not be told apart).");
    }
    findings.stream().filter(f -> f.verdict() == Finding.Verdict.FASTER)
        .filter(f -> ruledOut(f, split))
        .forEach(f -> out.add("(" + f.candidate().property() + ": " + f.gainShown() + on
            + "; not ranked: it cuts round trips, worth at most the "
            + split.get().notDbTimeShown() + " of this fetch that are not DB time, and the time is"
            + " in the database.)"));
    nneOff(findings).ifPresent(f -> out.add("(NNE off: " + f.gainShown() + on + "; a security"
        + " decision, not advised here: it leaves the traffic unprotected unless TLS or a private"
        + " network covers it.)"));
    return out;
  }

  /* Where the fetch is the database's, a setting that only cuts round trips can save at most the
   * fetch's time that is not DB time, which the attribution says is the lesser part: ruled out
   * unless its measured gain says it saved more. */
  private static boolean ruledOut(Finding f, Optional<FetchSplit> split) {
    return serverBoundRoundTrips(f, split) && !savedMoreThanRoundTrips(f, split.get());
  }

  private static boolean cutDbTime(Finding f, Optional<FetchSplit> split) {
    return serverBoundRoundTrips(f, split) && savedMoreThanRoundTrips(f, split.get());
  }

  private static boolean serverBoundRoundTrips(Finding f, Optional<FetchSplit> split) {
    return split.filter(FetchSplit::serverBound).isPresent() && f.candidate().cutsRoundTrips();
  }

  /* The low end of the gain the run vouches for is beyond all the fetch's time that is not DB
   * time: round trips alone cannot be worth that much. */
  private static boolean savedMoreThanRoundTrips(Finding f, FetchSplit split) {
    return f.wallGainMs().low() > split.notDbTimeMs();
  }

  /* A move from NNE to TLS (ezTLS) is asked about for its client CPU: said where its interval
   * shows a saving, as the wall gain is. */
  private static String cpu(Finding f) {
    if (f.candidate().transport().isEmpty() || !(f.cpuSpeedup().low() > 1)) {
      return "";
    }
    return ", client CPU per fetch " + Finding.ratio(f.cpuSpeedup()) + " lower";
  }

  /* Others of the same kind whose interval overlaps the advised one's: as good, as far as this
   * run can tell. */
  private static String ties(Finding best, List<Finding> findings) {
    List<String> tied = findings.stream().filter(f -> f != best)
        .filter(f -> f.candidate().kind().equals(best.candidate().kind()))
        .filter(f -> f.verdict() == Finding.Verdict.FASTER)
        .filter(f -> overlaps(f, best))
        .map(f -> f.candidate().text() + " " + tie(f)).toList();
    return tied.isEmpty() ? "" : "; cannot be told apart from " + String.join(", ", tied);
  }

  private static boolean overlaps(Finding f, Finding best) {
    if (Double.isFinite(f.wallGainMs().high()) && Double.isFinite(best.wallGainMs().low())) {
      return f.wallGainMs().high() >= best.wallGainMs().low();
    }
    return f.speedup().high() >= best.speedup().low();
  }

  private static String tie(Finding f) {
    return Double.isFinite(f.wallGainMs().estimate())
        ? Finding.duration(f.wallGainMs()) + " less" : Finding.ratio(f.speedup());
  }

  private static Optional<Finding> nneOff(List<Finding> findings) {
    return findings.stream().filter(f -> f.candidate().isNneOff())
        .filter(f -> f.verdict() == Finding.Verdict.FASTER).findFirst();
  }

  private static double finiteOr(double v, double otherwise) {
    return Double.isFinite(v) ? v : otherwise;
  }
}
