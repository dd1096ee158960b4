package dev.nnebench.diagnose;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.failure.ServerError;
import dev.nnebench.failure.TrialFailedException;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import dev.nnebench.run.BenchPlan;
import dev.nnebench.run.BenchRun;
import dev.nnebench.run.fork.ForkQuery;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.preset.SkipRule;
import dev.nnebench.target.Transport;
import dev.nnebench.target.TargetOptions;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The sweep through the benchmark machinery, not beside it: FetchThroughput with the settings in
 * force as its own side and every candidate as its counterpart, each trial one candidate paired
 * with the settings in force in one JVM. A user's query reaches the forks in a file ({@link
 * ForkQuery}), never on their command line.
 */
final class CandidateSweep {
  static final String BENCHMARK = "FetchThroughput";
  /* A user's query is fetched by a benchmark of its own, with FetchThroughput's parameters. */
  static final String QUERY_BENCHMARK = "QueryFetch";
  static final String QUERY_FILE = "query.sql";

  private CandidateSweep() {}

  /** The candidates a preset lists for FetchThroughput's counterpart. */
  static List<String> candidates(String preset) {
    BenchPlan plan = BenchPlan.load(preset, List.of(), List.of());
    return plan.settings().forClass(BENCHMARK).params()
        .getOrDefault(ParamName.COUNTERPART, List.of());
  }

  /** The request's preset, settings in force, link and transport with {@code candidates}. */
  static BenchPlan plan(Diagnose.Request r, List<Candidate> candidates) {
    return plan(r.preset(), r.inForce(), candidates, r.link(), r.transport(),
        r.query().isPresent() ? QUERY_BENCHMARK : BENCHMARK);
  }

  /**
   * The preset with the settings in force and the kept candidates as the benchmark's params, run
   * over {@code link} (NONE: straight to the target) and {@code transport} (TCP: not named).
   */
  static BenchPlan plan(String preset, Scenario inForce, List<Candidate> candidates,
      LinkSpec link, Transport transport) {
    return plan(preset, inForce, candidates, link, transport, BENCHMARK);
  }

  private static BenchPlan plan(String preset, Scenario inForce, List<Candidate> candidates,
      LinkSpec link, Transport transport, String benchmark) {
    BenchPlan base = BenchPlan.load(preset, List.of(), List.of(benchmark));
    Map<String, List<String>> params = new LinkedHashMap<>();
    ScenarioValues.of(inForce).forEach((k, v) -> params.put(k, List.of(v)));
    if (link.emulated()) {
      params.put(ParamName.RTT, List.of(link.rttLabel()));
      params.put(ParamName.BANDWIDTH, List.of(link.bandwidthLabel()));
    }
    if (transport != Transport.TCP) {
      params.put(ParamName.TRANSPORT, List.of(transport.label()));
    }
    params.put(ParamName.COUNTERPART, candidates.stream().map(Candidate::text).toList());
    return new BenchPlan(base.preset(), base.settings().withParams(params), List.of(),
        SkipRule.NONE);
  }

  /** Runs the plan; returns the run directory and its trials. */
  static Result run(BenchPlan plan, TargetOptions target, Optional<String> query,
      FetchBounds bounds, Path out, PrintWriter console) throws IOException {
    try (QueryFile queryFile = QueryFile.of(query, bounds.maxSeconds())) {
      BenchRun.Finished run = bench(new BenchRun.Request(plan, target, Optional.empty(), out,
          queryFile.forkProperties()), bounds, console);
      if (query.isPresent()) {
        Files.writeString(run.dir().resolve(QUERY_FILE), query.get() + "\n",
            StandardCharsets.UTF_8);
      }
      return new Result(run.dir(), run.report().trials());
    }
  }

  record Result(Path dir, List<Trial> trials) {}

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
