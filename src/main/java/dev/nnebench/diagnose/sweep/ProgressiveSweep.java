package dev.nnebench.diagnose.sweep;

import dev.nnebench.diagnose.candidates.Candidate;
import dev.nnebench.report.Report;
import dev.nnebench.results.Trial;
import dev.nnebench.results.TrialCsv;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The sweep one candidate at a time, in the order given (the likeliest gain first), each a bench
 * run of its own under the diagnosis's directory: after each, the advice so far is printed as
 * soon as one candidate's interval shows a gain (or, at the end, that none did), and again
 * whenever a later candidate changes it; a progress line says how many are left and how long
 * they should take. With a time budget, a candidate that would not fit is not started and is
 * listed as not measured. The trials of every candidate are written together as the run's
 * results.csv and report.md.
 */
public final class ProgressiveSweep {
  private static final DateTimeFormatter NAME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

  /**
   * How the sweep runs and says what it found.
   *
   * @param iterations warm-up plus measured iterations of a trial, from the preset
   * @param iterationTime the preset's time per iteration
   * @param fetch one fetch of the settings in force as the sweep reads it (from the profile)
   * @param budget the time the sweep may take, if limited
   * @param scale what wall time saved per fetch is multiplied by for the whole result
   * @param advice the advice lines for the findings so far
   */
  public record Pace(int iterations, Duration iterationTime, Duration fetch,
      Optional<Duration> budget, double scale, Function<List<Finding>, List<String>> advice) {}

  private ProgressiveSweep() {}

  /** Runs {@code ordered} into a new directory under {@code out}; not measured ones into skipped. */
  public static CandidateSweep.Result run(Sweep sweep, List<Candidate> ordered, Path out,
      Pace pace, PrintWriter console, List<String> skipped) throws IOException {
    Path dir = Files.createDirectories(out.resolve(LocalDateTime.now().format(NAME)
        + "-diagnose"));
    SweepClock clock = clock(pace);
    console.println(plan(ordered.size(), pace));
    console.flush();
    List<Trial> trials = new ArrayList<>();
    List<String> shown = List.of();
    for (int i = 0; i < ordered.size(); i++) {
      Candidate c = ordered.get(i);
      if (!clock.fits()) {
        ordered.subList(i, ordered.size()).forEach(n -> skipped.add(n.text() + ": not started"
            + " within --time-budget " + SweepClock.minutes(pace.budget().orElseThrow())));
        console.println("time budget: " + (ordered.size() - i) + " settings not started");
        break;
      }
      long t0 = System.nanoTime();
      trials.addAll(CandidateSweep.run(sweep, List.of(c), dir.resolve("sweep"),
          QuietConsole.over(console)).trials());
      clock.finished(Duration.ofNanos(System.nanoTime() - t0));
      List<Finding> findings = Findings.of(trials);
      console.println(progress(i + 1, ordered.size(), c, findings, clock, pace.scale()));
      shown = adviceIfChanged(findings, shown, i + 1 == ordered.size(), pace, console);
      console.flush();
    }
    TrialCsv.write(dir.resolve(TrialCsv.FILE_NAME), trials);
    Report.write(dir, trials);
    return new CandidateSweep.Result(dir, trials);
  }

  /**
   * The line a sweep of {@code settings} opens with, e.g. {@code sweep: 8 settings, one at a
   * time, estimated 6m50s; ...}: what {@code diagnose --dry-run} shows of it too.
   */
  public static String plan(int settings, Pace pace) {
    SweepClock clock = clock(pace);
    int fit = clock.fitting(settings);
    return "sweep: " + settings + " settings, one at a time, estimated " + clock.left(settings)
        + pace.budget().map(b -> " (time budget " + SweepClock.minutes(b)
            + (fit < settings ? ": " + fit + " of them fit" : "") + ")").orElse("")
        + "; the advice so far is printed as the intervals allow";
  }

  /** {@code 6m50s}: the time a sweep of {@code settings} is expected to take at {@code pace}. */
  public static String estimate(int settings, Pace pace) {
    return clock(pace).left(settings);
  }

  private static SweepClock clock(Pace pace) {
    return new SweepClock(pace.iterations(), pace.iterationTime(), pace.fetch(), pace.budget());
  }

  private static String progress(int done, int all, Candidate c, List<Finding> findings,
      SweepClock clock, double scale) {
    String found = findings.stream().filter(f -> f.candidate().equals(c)).findFirst()
        .map(f -> f.scaled(scale).gainShown()).orElse("not measured");
    return "(" + done + "/" + all + ", " + SweepClock.minutes(clock.elapsed()) + " so far"
        + (done < all ? ", ~" + clock.left(all - done) + " left" : "") + ") " + c.text() + ": "
        + found;
  }

  /* The advice is worth printing once a gain it could rank shows (NNE off is reported, never
   * advised), or at the end; again only when it moved. */
  private static List<String> adviceIfChanged(List<Finding> findings, List<String> shown,
      boolean last, Pace pace, PrintWriter console) {
    boolean gain = findings.stream().anyMatch(f -> f.verdict() == Finding.Verdict.FASTER
        && !f.candidate().isNneOff());
    if (!gain && !last) {
      return shown;
    }
    List<String> advice = pace.advice().apply(findings);
    if (!advice.equals(shown)) {
      console.println(last ? "advice (all settings measured):" : "advice so far (refined as the"
          + " sweep goes on):");
      advice.forEach(line -> console.println("  " + line));
    }
    return advice;
  }
}
