package dev.nnebench.report.ci;

import dev.nnebench.report.WrittenReport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The run's Summary (and the gate's verdict) as GitHub-flavoured Markdown appended to the file
 * {@code $GITHUB_STEP_SUMMARY} names, so the job's page shows the answers without opening an
 * artifact. GitHub gives each step one such file and refuses to show one over 1 MiB (the step's
 * status is unchanged), so lines that would pass that are left out, saying so.
 */
public final class StepSummary {
  public static final String VARIABLE = "GITHUB_STEP_SUMMARY";
  /** GitHub's limit on one step's summary. */
  static final long MOST_BYTES = 1024 * 1024;

  private StepSummary() {}

  /** The file {@code env} names for the step summary, if any (GitHub Actions sets it). */
  public static Optional<Path> file(Map<String, String> env) {
    String path = env.get(VARIABLE);
    return path == null || path.isBlank() ? Optional.empty() : Optional.of(Path.of(path));
  }

  /** The Summary of the run in {@code dir}: a heading naming the run, its answers, the note. */
  public static List<String> of(Path dir, WrittenReport report) {
    List<String> lines = new ArrayList<>(List.of("## nnebench: " + dir.getFileName(), ""));
    // the report's own heading, and the blank line under it, give way to the run's
    report.summary().stream().dropWhile(l -> l.startsWith("## ") || l.isBlank())
        .forEach(lines::add);
    lines.add("The full report, charts and the files CI tools read are in the run directory, "
        + dir.getFileName() + ".");
    lines.add("");
    return lines;
  }

  /** The gate's verdict: how many answers passed, each regressed one with its figures. */
  public static List<String> of(GateReport gate) {
    int regressed = gate.with(Verdict.REGRESSED).size();
    int judged = gate.answers().size();
    List<String> lines = new ArrayList<>(List.of(String.format(Locale.ROOT,
        "**Gate** against %s: %d answer%s judged, %s, %d without a bar.", gate.against(),
        judged, judged == 1 ? "" : "s", regressed == 0 ? "none regressed" : regressed
            + " regressed", gate.with(Verdict.SKIPPED).size()), ""));
    gate.with(Verdict.REGRESSED).forEach(a -> lines.add("- :x: " + a.question() + " `"
        + a.name().text() + "`: " + a.figures().shown()));
    lines.add("");
    return lines;
  }

  /** Appends {@code lines} to {@code file} (UTF-8), within GitHub's 1 MiB per step. */
  public static void append(Path file, List<String> lines) throws IOException {
    long used = Files.exists(file) ? Files.size(file) : 0;
    StringBuilder text = new StringBuilder();
    String cut = "(nnebench: the rest is left out; a step summary holds at most 1 MiB)\n";
    for (String line : lines) {
      String next = line + "\n";
      if (used + bytes(next) + bytes(cut) > MOST_BYTES) {
        text.append(cut);
        break;
      }
      text.append(next);
      used += bytes(next);
    }
    Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
        StandardOpenOption.APPEND);
  }

  private static long bytes(CharSequence s) {
    return s.toString().getBytes(StandardCharsets.UTF_8).length;
  }
}
