package dev.nnebench.diagnose;

import dev.nnebench.failure.NnebenchException;
import dev.nnebench.profile.Breakdown;
import dev.nnebench.profile.FlameGraphHtml;
import dev.nnebench.profile.ProfileMode;
import dev.nnebench.profile.Shift;
import dev.nnebench.profile.Stacks;
import dev.nnebench.results.ProfileName;
import dev.nnebench.results.Trial;
import dev.nnebench.run.BenchRun;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The flame graphs of a diagnosis: the settings in force and the best advice (or, where nothing
 * is advised, the candidate that came closest), each fetched in a fork of its own with the
 * profiler on after the sweep (no figure of the diagnosis comes from them), and the differential
 * flame graph of the two; their components as text for the console and diagnosis.md.
 */
final class FlameGraphPair {
  static final String IN_FORCE = "flame-in-force.html";
  static final String ADVICE = "flame-advice.html";
  static final String DIFF = "flame-diff.html";

  private FlameGraphPair() {}

  /** Profiles both, writes the three files into {@code dir}; the lines say what they show. */
  static List<String> run(Diagnose.Request r, Optional<String> query, List<Finding> findings,
      Path dir, PrintWriter console) throws IOException {
    Optional<Finding> chosen = chosen(findings);
    if (chosen.isEmpty()) {
      return section(List.of("not made: no candidate was measured"));
    }
    Candidate c = chosen.get().candidate();
    List<Trial> rows;
    try {
      rows = profile(r, query, c, dir, console);
    } catch (NnebenchException e) {
      return section(List.of("not made: " + e.getMessage()));
    }
    Optional<Trial> advice = rows.stream().filter(t -> c.counterpart()
        .changesNothing(t.params())).findFirst();
    Optional<Trial> inForce = rows.stream().filter(t -> !c.counterpart()
        .changesNothing(t.params())).findFirst();
    if (advice.isEmpty() || inForce.isEmpty()) {
      return section(List.of("not made: the profiling forks wrote no profile"));
    }
    return section(write(dir, inForce.get(), advice.get(), c, advised(chosen.get(), findings)));
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

  private static List<Trial> profile(Diagnose.Request r, Optional<String> query, Candidate c,
      Path dir, PrintWriter console) throws IOException {
    try (QueryFile queryFile = QueryFile.of(query, r.bounds().maxSeconds())) {
      return new BenchRun(console).profileOnly(new BenchRun.Request(CandidateSweep.plan(
          r.preset(), r.inForce(), List.of(c), r.link()), r.target(), Optional.empty(),
          dir.resolve("flame"), queryFile.forkProperties()).profiled(ProfileMode.CPU));
    }
  }

  private static List<String> write(Path dir, Trial inForce, Trial advice, Candidate c,
      boolean advised) throws IOException {
    copy(inForce, dir.resolve(IN_FORCE));
    copy(advice, dir.resolve(ADVICE));
    Stacks before = stacks(inForce);
    Stacks after = stacks(advice);
    String name = c.property();
    Files.writeString(dir.resolve(DIFF), FlameGraphHtml.diff("in force vs " + name, before,
        after, "in force", name), StandardCharsets.UTF_8);
    Breakdown b = Breakdown.of(before);
    Breakdown a = Breakdown.of(after);
    List<String> lines = new ArrayList<>();
    lines.add("in force: " + b.text(ProfileMode.CPU.quantity()) + " (" + IN_FORCE + ")");
    lines.add((advised ? "advice " : "closest candidate (not advised) ") + name + ": " + a.text(ProfileMode.CPU.quantity())
        + " (" + ADVICE + ")");
    lines.add("difference: " + Shift.text(b, a) + " (" + DIFF + ": red where the fetch in force"
        + " spends more of its samples, blue where " + name + " does)");
    lines.add("profiler: " + inForce.negotiated(ProfileName.HOW) + "; each in a fork of its own"
        + " after the sweep; the driver's components as shares of the fetching thread's CPU outside"
        + " nnebench's own row check (reading each cell and folding it into the row digest that"
        + " verifies the rows), the row check's apart");
    return lines;
  }

  private static void copy(Trial t, Path to) throws IOException {
    Files.copy(Path.of(t.negotiated(ProfileName.HTML)), to, StandardCopyOption.REPLACE_EXISTING);
  }

  private static Stacks stacks(Trial t) throws IOException {
    return Stacks.parse(Files.readString(Path.of(t.negotiated(ProfileName.COLLAPSED))));
  }

  private static List<String> section(List<String> lines) {
    List<String> out = new ArrayList<>(List.of("", "## Where the time goes (flame graphs)", ""));
    lines.forEach(l -> out.add("- " + l));
    out.add("");
    return out;
  }
}
