package dev.nnebench.diagnose;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.fetch.Connector;
import dev.nnebench.fetch.Session;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.Target;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.Targets;
import dev.nnebench.target.UrlTarget;
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
 * sweep the settings that matter through the benchmark runner, attribute the time, advise, and
 * write diagnosis.md, diagnosis.json and the fetch-size chart into the sweep's run directory.
 */
public final class Diagnose {
  /**
   * What to diagnose.
   *
   * @param target where to connect
   * @param inForce the settings the application uses (driver, NNE, useJCEAPI, fetch size, shape)
   * @param query the user's own SQL, or empty to fetch {@code inForce}'s shape
   * @param bounds rows and seconds the profiling fetch may take
   * @param preset the sweep's preset (config/NAME.properties)
   * @param out where run directories are created
   */
  public record Request(TargetOptions target, Scenario inForce, Optional<String> query,
      FetchBounds bounds, String preset, Path out) {}

  private final PrintWriter console;

  public Diagnose(PrintWriter console) {
    this.console = console;
  }

  /** Runs the diagnosis and returns its directory; every failure is one NnebenchException. */
  public Path run(Request r) throws IOException {
    Optional<String> query = r.query().map(QueryGuard::requireQuery);
    refuseBeforeConnecting(r);
    Candidates.Selection selection = Candidates.select(candidates(r.preset()), r.inForce(),
        r.target().kind(), r.target().serverLevel());
    List<String> skipped = new ArrayList<>(selection.skipped());
    List<Candidate> kept = new ArrayList<>();
    InForce inForce;
    WireProfile profile;
    try (Target target = Targets.open(r.target())) {
      inForce = inForce(r.inForce(), target);
      profile = ProfileRun.run(target, r.inForce(),
          query.orElseGet(() -> r.inForce().shape().toSql()), r.bounds());
      print(DiagnosisText.before(inForce, profile));
      stopAtBound(profile, r.bounds());
      selection.kept().forEach(c -> probe(c, r.inForce(), target).ifPresentOrElse(
          why -> skipped.add(c.text() + ": " + why), () -> kept.add(c)));
    }
    return sweep(r, query, inForce, profile, kept, skipped);
  }

  private Path sweep(Request r, Optional<String> query, InForce inForce, WireProfile profile,
      List<Candidate> kept, List<String> skipped) throws IOException {
    if (kept.isEmpty()) {
      throw new NnebenchException(ExitCodes.USAGE, "no setting of preset " + r.preset()
          + " differs from those in force and can run here: " + skipped);
    }
    Sweep.Result run = Sweep.run(Sweep.plan(r.preset(), r.inForce(), kept), r.target(), query,
        r.bounds(), r.out(), console);
    Optional<Replay.Result> replay = r.target().kind() == TargetKind.LOOPBACK ? Optional.empty()
        : Replay.run(r.preset(), r.inForce(), profile.result(), r.bounds(),
            run.dir().resolve("replay"), console);
    Diagnosis d = new Diagnosis(query.isPresent() ? "your query" : "shape "
        + ScenarioValues.shapeName(r.inForce().shape()), inForce, profile,
        Findings.of(run.trials()),
        Attribution.of(run.trials(), !inForce.negotiated().encryption().equals("NONE")
            || !inForce.negotiated().checksum().equals("NONE")), skipped,
        FetchSizeChart.write(run.dir(), run.trials(), r.inForce().fetchSize()), replay);
    Files.write(run.dir().resolve(DiagnosisText.FILE_NAME), DiagnosisText.lines(d),
        StandardCharsets.UTF_8);
    Files.writeString(run.dir().resolve(DiagnosisJson.FILE_NAME), DiagnosisJson.of(d),
        StandardCharsets.UTF_8);
    print(DiagnosisText.after(d));
    console.println();
    console.println("diagnosis: " + run.dir().resolve(DiagnosisText.FILE_NAME).toAbsolutePath()
        + " (and " + DiagnosisJson.FILE_NAME + ", report.md of the sweep)");
    console.flush();
    return run.dir();
  }

  /* The forks of the sweep read a url target's password from the environment, nowhere else. */
  private static void refuseBeforeConnecting(Request r) {
    if (r.target().kind() != TargetKind.URL) {
      return;
    }
    if (ThinUrl.hasCredentials(r.target().url())) {
      throw new NnebenchException(ExitCodes.USAGE, "--url carries a user/password; give --user"
          + " and put the password in $" + UrlTarget.PASSWORD_ENV + " instead");
    }
    if (System.getenv(UrlTarget.PASSWORD_ENV) == null) {
      throw new NnebenchException(ExitCodes.USAGE, "diagnose --target url needs $"
          + UrlTarget.PASSWORD_ENV + ": the sweep's benchmark JVMs read the password from the"
          + " environment (never from their command line)");
    }
  }

  private static List<String> candidates(String preset) {
    try {
      return Sweep.candidates(preset);
    } catch (IllegalArgumentException e) {
      throw new NnebenchException(ExitCodes.USAGE, e.getMessage(), e);
    }
  }

  private static InForce inForce(Scenario s, Target target) {
    try (Session session = Connector.open(s, target)) {
      return InForce.of(session);
    } catch (SQLException e) {
      throw new NnebenchException(ExitCodes.CONNECT, "cannot close the first connection to "
          + target.description() + ": " + SqlFailures.firstLine(e), e);
    }
  }

  private static void stopAtBound(WireProfile profile, FetchBounds bounds) {
    profile.result().stoppedBy().ifPresent(bound -> {
      throw new NnebenchException(ExitCodes.BOUNDED, "the query has more than "
          + profile.result().rows() + " rows: reading stopped at " + bound + " and the cursor"
          + " was closed; the sweep fetches it whole many times, so narrow the query or raise "
          + bound.substring(0, bound.indexOf(' ')));
    });
  }

  /* One connect with the candidate's settings: what the server or driver refuses is not swept
   * (a failing trial would end the whole run). */
  private static Optional<String> probe(Candidate c, Scenario inForce, Target target) {
    try (Session ignored = Connector.open(ScenarioValues.with(inForce, c), target)) {
      return Optional.empty();
    } catch (NnebenchException e) {
      return Optional.of(e.getMessage());
    } catch (SQLException e) {
      return Optional.of(SqlFailures.firstLine(e));
    }
  }

  private void print(List<String> lines) {
    lines.forEach(console::println);
    console.flush();
  }
}
