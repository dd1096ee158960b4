package dev.nnebench.diagnose.sweep;

import dev.nnebench.diagnose.candidates.Candidate;
import dev.nnebench.report.Report;
import dev.nnebench.report.figure.TrialSteadiness;
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
   * @param trial what one candidate's bench run is expected to take, from the profile
   * @param budget the time the sweep may take, if limited
   * @param scale what wall time saved per fetch is multiplied by for the whole result
   * @param advice the advice lines for the findings so far
   */
  public record Pace(TrialTime trial, Optional<Duration> budget, double scale,
      Function<List<Finding>, List<String>> advice) {}

  private ProgressiveSweep() {}

  /** Runs {@code ordered} into a new directory under {@code out}; not measured ones into skipped. */
  public static CandidateSweep.Result run(Sweep sweep, List<Candidate> ordered, Path out,
      Pace pace, PrintWriter console, List<String> skipped) throws IOException {
    Path dir = Files.createDirectories(out.resolve(LocalDateTime.now().format(NAME)
        + "-diagnose"));
    SweepClock clock = clock(pace);
    console.println(plan(ordered.size(), pace));
    console.flush();
    Progress progress = new Progress(sweep, dir.resolve("sweep"), pace, clock, console);
    List<Candidate> again = new ArrayList<>();
    for (int i = 0; i < ordered.size(); i++) {
      Candidate c = ordered.get(i);
      if (!clock.fits()) {
        ordered.subList(i, ordered.size()).forEach(n -> skipped.add(n.text() + ": not started"
            + " within --time-budget " + SweepClock.minutes(pace.budget().orElseThrow())));
        console.println("time budget: " + (ordered.size() - i) + " settings not started");
        break;
      }
      String problem = progress.measure(c, CandidateSweep.Attempt.FIRST);
      if (!problem.isEmpty()) {
        again.add(c);
        console.println("  not steady: " + c.text() + " (" + problem + "); measured again with"
            + " twice the warm-up once the other settings are");
      }
      progress.report((i + 1) + "/" + ordered.size(), ordered.size() - i - 1, again.size(), c);
    }
    for (int k = 0; k < again.size(); k++) {
      Candidate c = again.get(k);
      if (!clock.fits()) {
        console.println("time budget: " + (again.size() - k) + " unsteady settings not measured"
            + " again: kept as first measured, flagged ⚠");
        break;
      }
      progress.measure(c, CandidateSweep.Attempt.AGAIN);
      progress.report("again " + (k + 1) + "/" + again.size(), 0, again.size() - k - 1, c);
    }
    progress.end();
    TrialCsv.write(dir.resolve(TrialCsv.FILE_NAME), progress.trials());
    Report.write(dir, progress.trials());
    return new CandidateSweep.Result(dir, progress.trials());
  }

  /*
   * The trials so far and the advice last shown. A candidate measured again replaces its first
   * trial. An unsteady first trial is not rerun in place: its finding counts at once (flagged),
   * so the advice does not wait for a second warm-up, and the rerun comes after the others.
   */
  private static final class Progress {
    private final Sweep sweep;
    private final Path dir;
    private final Pace pace;
    private final SweepClock clock;
    private final PrintWriter console;
    private final List<Trial> trials = new ArrayList<>();
    private List<String> shown = List.of();

    Progress(Sweep sweep, Path dir, Pace pace, SweepClock clock, PrintWriter console) {
      this.sweep = sweep;
      this.dir = dir;
      this.pace = pace;
      this.clock = clock;
      this.console = console;
    }

    /* Measures {@code c}; why its trial is not steady, empty when it is. */
    String measure(Candidate c, CandidateSweep.Attempt attempt) throws IOException {
      long t0 = System.nanoTime();
      List<Trial> measured = CandidateSweep.run(sweep, c, attempt, dir,
          QuietConsole.over(console)).trials();
      clock.finished(Duration.ofNanos(System.nanoTime() - t0),
          attempt == CandidateSweep.Attempt.AGAIN);
      trials.removeIf(t -> Findings.paired(List.of(t)).size() == 1 && Candidate.of(t).equals(c));
      trials.addAll(attempt == CandidateSweep.Attempt.FIRST ? measured : measured.stream()
          .map(t -> t.with(Trial.RERUN, "warm-up doubled: the first trial was not steady"))
          .toList());
      return Findings.paired(measured).stream().map(TrialSteadiness::problem)
          .filter(p -> !p.isEmpty()).findFirst().orElse("");
    }

    /* After {@code c}: {@code first} settings left to measure and {@code again} to measure again. */
    void report(String position, int first, int again, Candidate c) {
      List<Finding> findings = Findings.of(trials);
      console.println(progress(position, first, again, c, findings, clock, pace.scale()));
      shown = adviceIfChanged(findings, shown, false, pace, console);
      console.flush();
    }

    /* The advice once every setting was measured (or the budget ended the sweep). */
    void end() {
      shown = adviceIfChanged(Findings.of(trials), shown, true, pace, console);
      console.flush();
    }

    List<Trial> trials() {
      return trials;
    }
  }

  /**
   * The line a sweep of {@code settings} opens with, e.g. {@code sweep: 8 settings, one at a
   * time, estimated 4m50s, 6m10s if 2 must be measured again; ...}: what {@code diagnose
   * --dry-run} shows of it too. Settings measured again are unknown until their first trial
   * ends, so the plan gives the sweep without them and with the share measurements found.
   */
  public static String plan(int settings, Pace pace) {
    SweepClock clock = clock(pace);
    int fit = clock.fitting(settings);
    int again = SweepClock.likelyAgain(settings);
    return "sweep: " + settings + " settings, one at a time, estimated " + clock.left(settings)
        + (again > 0 ? ", " + clock.left(settings, again) + " if " + again
            + " must be measured again (an unsteady trial is, with twice the warm-up)" : "")
        + pace.budget().map(b -> " (time budget " + SweepClock.minutes(b)
            + (fit < settings ? ": " + fit + " of them fit" : "") + ")").orElse("")
        + "; the advice so far is printed as the intervals allow";
  }

  /** {@code 6m50s}: the time a sweep of {@code settings} is expected to take at {@code pace}. */
  public static String estimate(int settings, Pace pace) {
    return clock(pace).left(settings);
  }

  private static SweepClock clock(Pace pace) {
    return new SweepClock(pace.trial(), pace.budget());
  }

  private static String progress(String position, int first, int again, Candidate c,
      List<Finding> findings, SweepClock clock, double scale) {
    String found = findings.stream().filter(f -> f.candidate().equals(c)).findFirst()
        .map(f -> f.scaled(scale).gainShown()).orElse("not measured");
    return "(" + position + ", " + SweepClock.minutes(clock.elapsed()) + " so far"
        + (first + again > 0 ? ", ~" + clock.left(first, again) + " left" : "") + ") "
        + c.text() + ": " + found;
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
