package dev.nnebench.diagnose;

import dev.nnebench.driver.Negotiated;
import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.fetch.Connector;
import dev.nnebench.fetch.Session;
import dev.nnebench.run.BenchRun;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.Target;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.Targets;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One diagnosis: connect as the application would and say what is in force, profile one fetch,
 * sweep the settings that matter through the benchmark runner, attribute the time (replaying the
 * profile on the loopback double when the target is another), advise, and write diagnosis.md,
 * diagnosis.json and the fetch-size chart into the sweep's run directory.
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
   */
  public record Request(TargetOptions target, Scenario inForce, Optional<String> query,
      FetchBounds bounds, String preset, Path out) {}

  /* What is known before the sweep. */
  private record Before(InForce inForce, WireProfile profile, List<Candidate> kept,
      List<String> skipped) {}

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
    Candidates.Selection selection = Candidates.select(Preflight.candidates(r.preset()),
        r.inForce(), r.target().kind(), r.target().serverLevel());
    Before before = before(r, query.orElseGet(() -> r.inForce().shape().toSql()), selection);
    if (before.kept().isEmpty()) {
      throw new NnebenchException(ExitCodes.USAGE, "no setting of preset " + r.preset()
          + " differs from those in force and can run here: " + before.skipped());
    }
    CandidateSweep.Result run = CandidateSweep.run(CandidateSweep.plan(r.preset(), r.inForce(), before.kept()), r.target(),
        query, r.bounds(), r.out(), console);
    Diagnosis d = diagnosis(r, query.isPresent(), before, run);
    write(run.dir(), d);
    return run.dir();
  }

  /**
   * Prints the sweep {@link #run} would run -- the settings in force, the candidates skipped
   * with why, the sweep's trials and estimated time -- without starting a target. The profile
   * and the one-connect probes on the target may still drop candidates.
   */
  public void dryRun(Request r) {
    r.query().ifPresent(QueryGuard::requireQuery);
    refuseBeforeStarting(r);
    Candidates.Selection selection = Candidates.select(Preflight.candidates(r.preset()),
        r.inForce(), r.target().kind(), r.target().serverLevel());
    console.println("nnebench diagnose --dry-run: in force " + r.inForce().label());
    selection.skipped().forEach(why -> console.println("skipped: " + why));
    if (selection.kept().isEmpty()) {
      throw new NnebenchException(ExitCodes.USAGE, "no setting of preset " + r.preset()
          + " differs from those in force and can run here");
    }
    new BenchRun(console).dryRun(new BenchRun.Request(CandidateSweep.plan(r.preset(), r.inForce(),
        selection.kept()), r.target(), Optional.empty(), r.out()));
    console.println("the profile and one connect per setting on the target may skip more"
        + (r.target().kind() == TargetKind.LOOPBACK ? "" : "; a replay on loopback follows"));
    console.flush();
  }

  /* Settings in force the target cannot serve: refused before a container pull. */
  private static void refuseBeforeStarting(Request r) {
    Targets.refusalBeforeStart(r.target().kind(), r.inForce()).ifPresent(reason -> {
      throw new NnebenchException(ExitCodes.USAGE, reason);
    });
  }

  /* In force, profile and probes on one opened target, closed before the sweep opens its own. */
  private Before before(Request r, String sql, Candidates.Selection selection) {
    try (Target target = Targets.open(r.target())) {
      InForce inForce = inForce(r.inForce(), target);
      WireProfile profile = ProfileRun.run(target, r.inForce(), sql, r.bounds());
      print(DiagnosisText.before(inForce, profile));
      Preflight.withinBounds(profile.result());
      List<Candidate> kept = new ArrayList<>();
      List<String> skipped = new ArrayList<>(selection.skipped());
      selection.kept().forEach(c -> Preflight.probe(c, r.inForce(), target).ifPresentOrElse(
          why -> skipped.add(c.text() + ": " + why), () -> kept.add(c)));
      return new Before(inForce, profile, kept, skipped);
    }
  }

  private Diagnosis diagnosis(Request r, boolean query, Before b, CandidateSweep.Result run)
      throws IOException {
    Optional<Replay.Result> replay = r.target().kind() == TargetKind.LOOPBACK ? Optional.empty()
        : Replay.run(r.preset(), r.inForce(), b.profile().result(), r.bounds(),
            run.dir().resolve("replay"), console);
    FetchSizeCurve curve = FetchSizeCurve.of(run.trials(), r.inForce().fetchSize());
    boolean nne = !b.inForce().negotiated().encryption().equals(Negotiated.NONE)
        || !b.inForce().negotiated().checksum().equals(Negotiated.NONE);
    return new Diagnosis(query ? "your query"
        : "shape " + ScenarioValues.shapeName(r.inForce().shape()), b.inForce(), b.profile(),
        Findings.of(run.trials()), Attribution.of(run.trials(), nne), b.skipped(), curve,
        curve.draw(run.dir()), replay);
  }

  private void write(Path dir, Diagnosis d) throws IOException {
    Files.write(dir.resolve(DiagnosisText.FILE_NAME), DiagnosisText.lines(d),
        StandardCharsets.UTF_8);
    Files.writeString(dir.resolve(DiagnosisJson.FILE_NAME), DiagnosisJson.of(d),
        StandardCharsets.UTF_8);
    print(DiagnosisText.after(d));
    console.println();
    console.println("diagnosis: " + dir.resolve(DiagnosisText.FILE_NAME).toAbsolutePath()
        + " (and " + DiagnosisJson.FILE_NAME + ", report.md of the sweep)");
    console.flush();
  }

  private static InForce inForce(Scenario s, Target target) {
    try (Session session = Connector.open(s, target)) {
      return InForce.of(session);
    } catch (SQLException e) {
      throw new NnebenchException(ExitCodes.CONNECT, "cannot close the first connection to "
          + target.description() + ": " + SqlFailures.firstLine(e), e);
    }
  }

  private void print(List<String> lines) {
    lines.forEach(console::println);
    console.flush();
  }
}
