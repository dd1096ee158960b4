package dev.nnebench.diagnose;

import dev.nnebench.cell.Axes;
import dev.nnebench.diagnose.candidates.Candidate;
import dev.nnebench.diagnose.candidates.Candidates;
import dev.nnebench.diagnose.candidates.InForceCell;
import dev.nnebench.diagnose.candidates.CompressionCandidate;
import dev.nnebench.diagnose.candidates.Preflight;
import dev.nnebench.diagnose.network.FetchSplit;
import dev.nnebench.diagnose.network.FirstConnection;
import dev.nnebench.diagnose.network.Network;
import dev.nnebench.diagnose.network.PoolHint;
import dev.nnebench.diagnose.output.Diagnosis;
import dev.nnebench.diagnose.output.DiagnosisJson;
import dev.nnebench.diagnose.output.DiagnosisText;
import dev.nnebench.diagnose.output.FlameGraphPair;
import dev.nnebench.diagnose.output.FlameGraphs;
import dev.nnebench.diagnose.output.Advice;
import dev.nnebench.diagnose.profile.InForce;
import dev.nnebench.diagnose.profile.PartOfResult;
import dev.nnebench.diagnose.sweep.Finding;
import dev.nnebench.diagnose.profile.ProfileRun;
import dev.nnebench.diagnose.profile.WireProfile;
import dev.nnebench.diagnose.query.FetchBounds;
import dev.nnebench.diagnose.query.QueryGuard;
import dev.nnebench.diagnose.sweep.CandidateSweep;
import dev.nnebench.diagnose.sweep.FetchSizeCurve;
import dev.nnebench.diagnose.sweep.Replay;
import dev.nnebench.diagnose.sweep.Sweep;
import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.failure.TrialFailedException;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.Target;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.Targets;
import dev.nnebench.target.ThinUrl;
import dev.nnebench.target.Transport;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One diagnosis: connect as the application would (over an emulated link when one is asked),
 * say what is in force and measure the RTT to the target, profile one fetch, sweep the settings
 * that matter through the benchmark runner over the same link, attribute the time (round trips
 * counted and split from the rest of the waiting; the profile replayed on the loopback double
 * over a link with the target's RTT when the target is another), advise by the wall time saved
 * on that network, and write diagnosis.md, diagnosis.json and the fetch-size chart into the
 * sweep's run directory.
 */
public final class Diagnose {
  /**
   * What to diagnose.
   *
   * @param target where to connect
   * @param inForce the settings the application uses (driver, NNE, useJCEAPI, fetch size, shape)
   * @param query the user's own SQL, or empty to fetch {@code inForce}'s shape
   * @param bounds rows and seconds one fetch may take
   * @param preset the sweep's preset (config/NAME.properties)
   * @param out where run directories are created
   * @param link the emulated link in front of the target (NONE: none)
   * @param rttGiven whether {@code --rtt} was given: the replay then runs over it, not over the
   *     RTT measured to the target
   * @param transport how the application reaches the target (tcp, tcps or eztls)
   * @param dbCpus the database's CPUs as the user gives them (--db-cpus), else cpu_count is read
   * @param timeBudget the time the sweep may take (--time-budget), if limited
   */
  public record Request(TargetOptions target, Scenario inForce, Optional<String> query,
      FetchBounds bounds, String preset, Path out, LinkSpec link, boolean rttGiven,
      Transport transport, Optional<Integer> dbCpus, Optional<Duration> timeBudget) {
    /** A request without a link, over TCP. */
    public Request(TargetOptions target, Scenario inForce, Optional<String> query,
        FetchBounds bounds, String preset, Path out) {
      this(target, inForce, query, bounds, preset, out, LinkSpec.NONE, false, Transport.TCP,
          Optional.empty(), Optional.empty());
    }

    /* What every bench run of this diagnosis shares, with the query as guarded. */
    private Sweep sweep(Optional<String> guardedQuery) {
      return new Sweep(preset, InForceCell.of(inForce, link, transport), target, guardedQuery,
          bounds);
    }
  }

  /* What is known before the sweep. */
  private record Before(InForce inForce, Network network, WireProfile profile, FetchSplit split,
      List<Candidate> kept, List<String> skipped) {}

  private final PrintWriter console;

  public Diagnose(PrintWriter console) {
    this.console = console;
  }

  /**
   * What is refused before a password is asked for: a --query that is not one query, a URL
   * carrying credentials.
   */
  public static void refuseBeforeAsking(Request r) {
    r.query().ifPresent(QueryGuard::requireQuery);
    Preflight.credentialsInUrl(r.target());
  }

  /** Runs the diagnosis and returns its directory; every failure is one NnebenchException. */
  public Path run(Request r) throws IOException {
    Optional<String> query = r.query().map(QueryGuard::requireQuery);
    refuseBeforeStarting(r);
    Preflight.beforeConnecting(r.target());
    Candidates.Selection selection = planned(r);
    Before before = before(r, query.orElseGet(() -> r.inForce().shape().toSql()), selection);
    if (before.kept().isEmpty()) {
      throw new NnebenchException(ExitCodes.USAGE, "no setting of preset " + r.preset()
          + " differs from those in force and can run here: " + before.skipped());
    }
    PartOfResult part = PartOfResult.of(before.profile());
    Sweep sweep = EarlySweep.of(r, query, part);
    List<String> skipped = new ArrayList<>(before.skipped());
    CandidateSweep.Result run = EarlySweep.run(r, sweep, before.kept(), before.split(), part,
        before.profile().rowsPerRoundTrip().orElse(0.0),
        Duration.ofNanos(before.inForce().connectNanos()), found -> Advice.lines(
            scaled(found, part), before.network().where(), before.split()), console, skipped);
    Diagnosis d = diagnosis(r, sweep, new Before(before.inForce(), before.network(),
        before.profile(), before.split(), before.kept(), skipped), run, part);
    write(run.dir(), d, FlameGraphPair.run(sweep, d.findings(), run.dir(), console));
    return run.dir();
  }

  /**
   * Prints the sweep {@link #run} would run -- the settings in force, the candidates skipped
   * with why, the settings it sweeps one at a time in the orders the profile chooses between,
   * and its estimated time -- without starting a target. The profile and the one-connect probes
   * on the target may still drop candidates.
   */
  public void dryRun(Request r) {
    Optional<String> query = r.query().map(QueryGuard::requireQuery);
    refuseBeforeStarting(r);
    Candidates.Selection selection = planned(r);
    console.println("nnebench diagnose --dry-run: in force " + r.inForce().label());
    selection.skipped().forEach(why -> console.println("skipped: " + why));
    if (selection.kept().isEmpty()) {
      throw new NnebenchException(ExitCodes.USAGE, "no setting of preset " + r.preset()
          + " differs from those in force and can run here");
    }
    EarlySweep.dryRun(r, r.sweep(query), selection.kept()).forEach(console::println);
    console.println("LOB prefetch sizes are added when the profile finds LOB columns");
    console.println("the profile and one connect per setting on the target may skip more"
        + (r.target().kind() == TargetKind.LOOPBACK ? "" : "; a replay on loopback follows"));
    console.flush();
  }

  /* The preset's candidates that differ from the settings in force and can run here. */
  private static Candidates.Selection planned(Request r) {
    return Candidates.select(Preflight.candidates(r.preset()), r.inForce(), r.target().kind(),
        r.target().serverLevel(), r.transport());
  }

  /* Settings in force the target cannot serve: refused before a container pull. */
  private static void refuseBeforeStarting(Request r) {
    if (r.link().emulated() && r.target().kind() == TargetKind.URL
        && ThinUrl.parse(r.target().url()).isEmpty()) {
      throw new NnebenchException(ExitCodes.USAGE, "an emulated link needs --url with one"
          + " host and port (jdbc:oracle:thin:@//host:port/SERVICE or a descriptor with one"
          + " ADDRESS); give it in that form or leave --rtt and --bandwidth out");
    }
    Targets.refusalBeforeStart(r.target().kind(), r.inForce()).ifPresent(reason -> {
      throw new NnebenchException(ExitCodes.USAGE, reason);
    });
  }

  /* In force, the RTT, profile and probes on one opened target, closed before the sweep opens
   * its own. */
  private Before before(Request r, String sql, Candidates.Selection selection) {
    try (Target opened = Targets.open(r.target())) {
      Target target = over(opened, r.transport());
      FirstConnection first = FirstConnection.open(r.inForce(), target, r.link());
      WireProfile profile = ProfileRun.run(target, r.inForce(), sql, r.bounds(), r.link());
      Network network = new Network(r.target().kind(), r.link(), r.rttGiven(),
          Optional.of(first.rtt())).withBandwidthFrom(profile);
      InForce inForce = first.inForce();
      FetchSplit split = FetchSplit.of(profile, network);
      print(DiagnosisText.before(inForce, network, profile, split));
      Candidates.Selection candidates = CompressionCandidate.add(Preflight.onTarget(selection,
          r.inForce(), opened, r.transport(), profile.result()), r.inForce(), target, sql,
          profile, network);
      return new Before(inForce, network, profile, split, candidates.kept(),
          candidates.skipped());
    }
  }

  /* The CLI refuses a transport the target cannot serve before starting it; here as a net. */
  private static Target over(Target opened, Transport transport) {
    return opened.over(transport).orElseThrow(() -> new NnebenchException(ExitCodes.USAGE,
        "--transport " + transport.label() + ": " + opened.description() + " does not serve it;"
            + " use --target loopback or --transport tcp"));
  }

  /* Wall time saved per fetch of the part, told for the whole result. */
  private static List<Finding> scaled(List<Finding> findings, PartOfResult part) {
    return findings.stream().map(f -> f.scaled(part.scale())).toList();
  }

  private Diagnosis diagnosis(Request r, Sweep sweep, Before b, CandidateSweep.Result run,
      PartOfResult part) throws IOException {
    List<String> skipped = new ArrayList<>(b.skipped());
    Optional<Replay.Result> replay = r.target().kind() == TargetKind.LOOPBACK ? Optional.empty()
        : replay(sweep, b, run.dir().resolve("replay"), skipped);
    FetchSizeCurve curve = run.curve(r.inForce().fetchSize());
    return new Diagnosis(sweep.query().isPresent() ? "your query"
        : "shape " + sweep.inForce().text(Axes.SHAPE), b.inForce(), b.network(), b.profile(),
        b.split(), PoolHint.of(b.split(), r.dbCpus(), b.profile().server().cpuCount()),
        scaled(run.findings(), part), part, run.attribution(b.inForce().nneOn(), b.network(), b.profile()),
        skipped, curve, curve.draw(run.dir()), replay);
  }

  /* The replay adds to the diagnosis, which stands without it: a replay trial that fails (its
   * link not as asked on a busy machine) is reported under "Not measured", the rest kept. */
  private Optional<Replay.Result> replay(Sweep sweep, Before b, Path dir, List<String> skipped)
      throws IOException {
    try {
      return Replay.run(sweep, b.profile().result(), b.network(), dir, console);
    } catch (TrialFailedException e) {
      String why = "the replay on the loopback double " + b.network().replayWhere() + ": "
          + e.getMessage();
      console.println("not replayed: " + why);
      skipped.add(why);
      return Optional.empty();
    }
  }

  private void write(Path dir, Diagnosis d, FlameGraphs flames) throws IOException {
    List<String> md = new ArrayList<>(DiagnosisText.lines(d));
    md.addAll(flames.lines());
    Files.write(dir.resolve(DiagnosisText.FILE_NAME), md, StandardCharsets.UTF_8);
    Files.writeString(dir.resolve(DiagnosisJson.FILE_NAME), DiagnosisJson.of(d, flames),
        StandardCharsets.UTF_8);
    print(DiagnosisText.after(d));
    print(flames.lines());
    console.println();
    console.println("diagnosis: " + dir.resolve(DiagnosisText.FILE_NAME).toAbsolutePath()
        + " (and " + DiagnosisJson.FILE_NAME + ", report.md of the sweep)");
    console.flush();
  }

  private void print(List<String> lines) {
    lines.forEach(console::println);
    console.flush();
  }
}
