package dev.nnebench.diagnose.output;

import dev.nnebench.profile.Breakdown;
import dev.nnebench.profile.ProfileMode;
import dev.nnebench.profile.Shift;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a diagnosis's flame graphs showed ({@link FlameGraphPair}): the profiler, the candidate
 * profiled beside the settings in force and both breakdowns, or why none were made; as the
 * section of diagnosis.md and the console, and for diagnosis.json.
 */
public record FlameGraphs(Optional<Pair> pair, String notMade) {
  static final String IN_FORCE = "flame-in-force.html";
  static final String ADVICE = "flame-advice.html";
  static final String DIFF = "flame-diff.html";

  /**
   * Both profiles: {@code setting} the candidate's property, {@code advised} false where it is
   * only the closest candidate.
   */
  record Pair(String how, String setting, boolean advised, Breakdown inForce, Breakdown advice) {}

  static FlameGraphs of(Pair pair) {
    return new FlameGraphs(Optional.of(pair), "");
  }

  static FlameGraphs notMade(String why) {
    return new FlameGraphs(Optional.empty(), why);
  }

  /** The section's lines: both breakdowns, how they moved, the profiler. */
  public List<String> lines() {
    List<String> out = new ArrayList<>(List.of("", "## Where the time goes (flame graphs)", ""));
    pair.ifPresentOrElse(p -> lines(p).forEach(l -> out.add("- " + l)),
        () -> out.add("- not made: " + notMade));
    out.add("");
    return out;
  }

  private static List<String> lines(Pair p) {
    String cpu = ProfileMode.CPU.quantity();
    return List.of("in force: " + p.inForce().text(cpu) + " (" + IN_FORCE + ")",
        (p.advised() ? "advice " : "closest candidate (not advised) ") + p.setting() + ": "
            + p.advice().text(cpu) + " (" + ADVICE + ")",
        "difference: " + Shift.text(p.inForce(), p.advice()) + " (" + DIFF + ": red where the"
            + " fetch in force spends more of its samples, blue where " + p.setting() + " does)",
        "profiler: " + p.how() + "; each in a fork of its own after the sweep; the driver's"
            + " components as shares of the fetching thread's CPU outside nnebench's own row"
            + " check (reading each cell and folding it into the row digest that verifies the"
            + " rows), the row check's apart");
  }
}
