package dev.nnebench.diagnose.output;

import dev.nnebench.cell.Fact;
import dev.nnebench.cell.Facts;
import dev.nnebench.diagnose.candidates.Candidate;
import dev.nnebench.diagnose.sweep.CandidateSweep;
import dev.nnebench.diagnose.sweep.Finding;
import dev.nnebench.diagnose.sweep.Sweep;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.profile.Breakdown;
import dev.nnebench.profile.FlameGraphHtml;
import dev.nnebench.profile.Stacks;
import dev.nnebench.results.Trial;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The flame graphs of a diagnosis: the settings in force and the best advice (or, where nothing
 * is advised, the candidate that came closest), each fetched in a fork of its own with the
 * profiler on after the sweep (no figure of the diagnosis comes from them), and the differential
 * flame graph of the two; their components as text for the console and diagnosis.md.
 */
public final class FlameGraphPair {
  private FlameGraphPair() {}

  /** Profiles both, writes the three files into {@code dir}; the result says what they show. */
  public static FlameGraphs run(Sweep sweep, List<Finding> findings, Path dir,
      PrintWriter console) throws IOException {
    Optional<Finding> chosen = chosen(findings);
    if (chosen.isEmpty()) {
      return FlameGraphs.notMade("no candidate was measured");
    }
    Candidate c = chosen.get().candidate();
    List<Trial> rows;
    try {
      rows = CandidateSweep.profile(sweep, c, dir.resolve("flame"), console);
    } catch (NnebenchException e) {
      return FlameGraphs.notMade(e.getMessage());
    }
    Optional<Trial> advice = rows.stream().filter(t -> c.counterpart()
        .changesNothing(t.cell())).findFirst();
    Optional<Trial> inForce = rows.stream().filter(t -> !c.counterpart()
        .changesNothing(t.cell())).findFirst();
    if (advice.isEmpty() || inForce.isEmpty()) {
      return FlameGraphs.notMade("the profiling forks wrote no profile");
    }
    return write(dir, inForce.get(), advice.get(), c, advised(chosen.get(), findings));
  }

  /* The best advice, else the candidate with the largest measured speedup (NNE off last). */
  private static Optional<Finding> chosen(List<Finding> findings) {
    return Advice.ranked(findings).stream().findFirst().or(() -> findings.stream()
        .filter(f -> Double.isFinite(f.speedup().estimate()))
        .max(Comparator.comparing((Finding f) -> !f.candidate().isNneOff())
            .thenComparingDouble(f -> f.speedup().estimate())));
  }

  private static boolean advised(Finding f, List<Finding> findings) {
    return Advice.ranked(findings).stream().findFirst().filter(f::equals).isPresent();
  }

  private static FlameGraphs write(Path dir, Trial inForce, Trial advice, Candidate c,
      boolean advised) throws IOException {
    copy(inForce, dir.resolve(FlameGraphs.IN_FORCE));
    copy(advice, dir.resolve(FlameGraphs.ADVICE));
    Stacks before = stacks(inForce);
    Stacks after = stacks(advice);
    String name = c.property();
    Files.writeString(dir.resolve(FlameGraphs.DIFF), FlameGraphHtml.diff("in force vs " + name,
        before, after, "in force", name), StandardCharsets.UTF_8);
    return FlameGraphs.of(new FlameGraphs.Pair(inForce.observed().text(Facts.PROFILE_HOW), name,
        advised, Breakdown.of(before), Breakdown.of(after)));
  }

  private static void copy(Trial t, Path to) throws IOException {
    Files.copy(file(t, Facts.PROFILE_HTML), to, StandardCopyOption.REPLACE_EXISTING);
  }

  private static Stacks stacks(Trial t) throws IOException {
    return Stacks.parse(Files.readString(file(t, Facts.PROFILE_COLLAPSED)));
  }

  private static Path file(Trial t, Fact<Path> profile) throws NoSuchFileException {
    return t.observed().get(profile).orElseThrow(() -> new NoSuchFileException(
        "the profiling fork recorded no " + profile.name()));
  }
}
