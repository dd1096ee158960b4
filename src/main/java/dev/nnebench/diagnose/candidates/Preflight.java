package dev.nnebench.diagnose.candidates;

import dev.nnebench.diagnose.query.ResultProfile;
import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.fetch.Connector;
import dev.nnebench.fetch.Session;
import dev.nnebench.run.PairedPlan;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.Target;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.ThinUrl;
import dev.nnebench.target.Transport;
import dev.nnebench.target.UrlTarget;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The checks before the sweep, each failing in one line with its exit code: what must be refused
 * before anything connects, a profile that hit a bound, and candidates the server refuses.
 */
public final class Preflight {
  private Preflight() {}

  /* The forks of the sweep read a url target's password from the environment, nowhere else. */
  public static void beforeConnecting(TargetOptions target) {
    if (target.kind() != TargetKind.URL) {
      return;
    }
    credentialsInUrl(target);
    if (System.getenv(UrlTarget.PASSWORD_ENV) == null) {
      throw new NnebenchException(ExitCodes.USAGE, "diagnose --target url needs $"
          + UrlTarget.PASSWORD_ENV + ": the sweep's benchmark JVMs read the password from the"
          + " environment (never from their command line)");
    }
  }

  /** A password must never be echoed: a URL that carries one is refused. */
  public static void credentialsInUrl(TargetOptions target) {
    if (target.kind() == TargetKind.URL && ThinUrl.hasCredentials(target.url())) {
      throw new NnebenchException(ExitCodes.USAGE, "--url carries a user/password; give --user"
          + " and put the password in $" + UrlTarget.PASSWORD_ENV + " (or let it be asked)");
    }
  }

  /** The preset's candidates; a bad preset or candidate is a usage error. */
  public static List<Candidate> candidates(String preset) {
    try {
      return PairedPlan.counterparts(preset, Candidate.LISTED_UNDER).stream()
          .map(Candidate::new).toList();
    } catch (IllegalArgumentException e) {
      throw new NnebenchException(ExitCodes.USAGE, e.getMessage(), e);
    }
  }

  /** The sweep fetches the query whole, many times: a profile cut short ends the diagnosis. */
  private static void withinBounds(ResultProfile profile) {
    profile.stoppedBy().ifPresent(bound -> {
      throw new NnebenchException(ExitCodes.BOUNDED, "the query has more than "
          + profile.rows() + " rows: reading stopped at " + bound + " and the cursor was closed;"
          + " the sweep fetches it whole many times, so narrow the query or raise "
          + bound.substring(0, bound.indexOf(' ')));
    });
  }

  /**
   * What the preset's {@code planned} candidates come to on the opened target: those the server
   * or driver refuses on one connect left out with why, the LOB prefetch sizes the profiled
   * result calls for added. A profile cut short by a bound ends the diagnosis here.
   */
  public static Candidates.Selection onTarget(Candidates.Selection planned, Scenario inForce,
      Target opened, Transport transport, ResultProfile profile) {
    withinBounds(profile);
    List<Candidate> kept = new ArrayList<>();
    List<String> skipped = new ArrayList<>(planned.skipped());
    planned.kept().forEach(c -> probe(c, inForce, opened, transport)
        .ifPresentOrElse(why -> skipped.add(c.text() + ": " + why), () -> kept.add(c)));
    LobCandidates.Selection lobs = LobCandidates.of(profile, inForce);
    kept.addAll(lobs.kept());
    skipped.addAll(lobs.skipped());
    return new Candidates.Selection(kept, skipped);
  }

  /* One connect with the candidate's settings over its transport (its own, else the one in
   * force): what the server or driver refuses is not swept (a failing trial would end the whole
   * run). */
  private static Optional<String> probe(Candidate c, Scenario inForce, Target opened,
      Transport inForceTransport) {
    Transport t = c.transport().orElse(inForceTransport);
    Optional<Target> target = opened.over(t);
    if (target.isEmpty()) {
      return Optional.of(opened.description() + " serves no " + t.label());
    }
    try (Session ignored = Connector.open(c.applyTo(inForce), target.get())) {
      return Optional.empty();
    } catch (NnebenchException e) {
      return Optional.of(e.getMessage());
    } catch (SQLException e) {
      return Optional.of(Connector.firstLine(e));
    }
  }
}
