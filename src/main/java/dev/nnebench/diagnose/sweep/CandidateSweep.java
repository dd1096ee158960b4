package dev.nnebench.diagnose.sweep;

import dev.nnebench.diagnose.candidates.Candidate;
import dev.nnebench.diagnose.network.Network;
import dev.nnebench.diagnose.profile.WireProfile;
import dev.nnebench.diagnose.query.FetchBounds;
import dev.nnebench.diagnose.query.QueryFile;
import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.failure.ServerError;
import dev.nnebench.failure.TrialFailedException;
import dev.nnebench.preset.JmhKeys;
import dev.nnebench.profile.ProfileMode;
import dev.nnebench.results.Trial;
import dev.nnebench.run.BenchPlan;
import dev.nnebench.run.BenchRun;
import dev.nnebench.run.JmhSettings;
import dev.nnebench.run.PairedPlan;
import dev.nnebench.run.fork.ForkQuery;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Diagnose's one way into the benchmark runner, not beside it: FetchThroughput (QueryFetch for
 * a user's query) with the settings in force as its own side and every candidate as its
 * counterpart, each trial one candidate paired with the settings in force in one JVM. A user's
 * query reaches the forks in a file ({@link ForkQuery}), never on their command line.
 */
public final class CandidateSweep {
  static final String QUERY_FILE = "query.sql";

  private CandidateSweep() {}

  /* The sweep's benchmark on the settings in force, paired with each candidate in turn. */
  private static BenchPlan plan(Sweep sweep, List<Candidate> candidates) {
    return PairedPlan.of(sweep.preset(), sweep.benchmark(), sweep.inForce(),
        candidates.stream().map(Candidate::counterpart).toList());
  }

  /**
   * How a progressive sweep measures a candidate: first at the preset's warm-up, an unsteady
   * trial kept as it is (the sweep measures it again later, so the advice does not wait for it);
   * again with twice the warm-up, kept as it comes.
   */
  public enum Attempt { FIRST, AGAIN }

  private static BenchPlan plan(Sweep sweep, List<Candidate> candidates, Attempt attempt) {
    BenchPlan plan = plan(sweep, candidates);
    String benchmark = sweep.benchmark().className();
    JmhKeys keys = JmhKeys.NONE.with("reruns", "0");
    if (attempt == Attempt.AGAIN) {
      keys = keys.with(benchmark + ".warmupIterations", Integer.toString(Math.max(1,
          2 * plan.settings().forClass(benchmark).warmupIterations())));
    }
    return new BenchPlan(plan.preset(), plan.settings().with(keys), plan.refused(), plan.skip(),
        plan.keepsSelfPairs());
  }

  /** Runs each candidate paired with the settings in force; the run directory and its trials. */
  public static Result run(Sweep sweep, List<Candidate> candidates, Path out,
      PrintWriter console) throws IOException {
    return run(sweep, plan(sweep, candidates), out, console);
  }

  /** Runs {@code candidate} paired with the settings in force, as {@code attempt} says. */
  public static Result run(Sweep sweep, Candidate candidate, Attempt attempt, Path out,
      PrintWriter console) throws IOException {
    return run(sweep, plan(sweep, List.of(candidate), attempt), out, console);
  }

  private static Result run(Sweep sweep, BenchPlan plan, Path out, PrintWriter console)
      throws IOException {
    Optional<String> query = sweep.query();
    try (QueryFile queryFile = QueryFile.of(query, sweep.bounds().maxSeconds(), sweep.queryRows())) {
      BenchRun.Finished run = bench(request(sweep, plan, out, queryFile), sweep.bounds(),
          console);
      if (query.isPresent()) {
        Files.writeString(run.dir().resolve(QUERY_FILE), query.get() + "\n",
            StandardCharsets.UTF_8);
      }
      return new Result(run.dir(), run.report().trials());
    }
  }

  /** The preset's trial settings for this sweep's benchmark: iterations and their times. */
  public static JmhSettings settings(Sweep sweep, List<Candidate> candidates) {
    return plan(sweep, candidates).settings().forClass(sweep.benchmark().className());
  }

  /**
   * Fetches {@code candidate} paired with the settings in force with the profiler on, in a fork
   * of its own, into {@code dir}; the trials that wrote a profile.
   */
  public static List<Trial> profile(Sweep sweep, Candidate candidate, Path dir,
      PrintWriter console) throws IOException {
    try (QueryFile queryFile = QueryFile.of(sweep.query(), sweep.bounds().maxSeconds(),
        sweep.queryRows())) {
      return new BenchRun(console).profileOnly(request(sweep, plan(sweep, List.of(candidate)),
          dir, queryFile).profiled(ProfileMode.CPU));
    }
  }

  private static BenchRun.Request request(Sweep sweep, BenchPlan plan, Path out,
      QueryFile queryFile) {
    return new BenchRun.Request(plan, sweep.target(), Optional.empty(), out,
        queryFile.forkProperties());
  }

  /** The run directory and its trials, read as what diagnose reports of them. */
  public record Result(Path dir, List<Trial> trials) {
    /** One finding per candidate measured. */
    public List<Finding> findings() {
      return Findings.of(trials);
    }

    /**
     * Where a fetch's time goes with the settings in force; round trips as the trials counted
     * them, else as the profiling fetch did, at the RTT the network has.
     */
    public Optional<Attribution> attribution(boolean nneInForce, Network network,
        WireProfile profile) {
      return Attribution.of(trials, nneInForce, network.rttMs())
          .map(a -> a.orTrips(RoundTripSplit.ofProfile(profile, network.rttMs())));
    }

    /** The fetch-size curve around the fetch size in force. */
    public FetchSizeCurve curve(int inForce) {
      return FetchSizeCurve.of(trials, inForce);
    }
  }

  /* A trial the server failed is the query's failure, not nnebench's: its exit code says so. */
  private static BenchRun.Finished bench(BenchRun.Request request, FetchBounds bounds,
      PrintWriter console) throws IOException {
    try {
      return new BenchRun(console).run(request);
    } catch (TrialFailedException e) {
      Optional<ServerError> error = e.serverError();
      if (error.isEmpty()) {
        throw e;
      }
      String m = e.getMessage();
      if (error.get().cancelled()) {
        throw new NnebenchException(ExitCodes.BOUNDED, "a fetch of the sweep ran past"
            + " --max-seconds " + bounds.maxSeconds() + " and was cancelled: " + m, e);
      }
      throw new NnebenchException(ExitCodes.FETCH, "a fetch of the sweep failed on the server: "
          + m, e);
    }
  }
}
