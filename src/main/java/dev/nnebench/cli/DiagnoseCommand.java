package dev.nnebench.cli;

import dev.nnebench.diagnose.Diagnose;
import dev.nnebench.diagnose.query.FetchBounds;
import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.scenario.FetchSize;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.shape.Shape;
import dev.nnebench.target.HeldTargets;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.Targets;
import dev.nnebench.target.UrlTarget;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code nnebench diagnose}: why is this fetch slow, and which setting fixes it. */
@Command(name = "diagnose", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Connects as the application would and prints what is in force, profiles one"
        + " fetch (rows, columns, widths, NULLs, repeats, bytes and round trips through a"
        + " counting relay), sweeps the settings that matter with the benchmark runner (each"
        + " paired with the settings in force, with 99.9 %% intervals), attributes the time and"
        + " prints a ranked list of settings that measurably help, by the wall time each saves"
        + " per fetch on the network.",
        "The network: --rtt/--bandwidth put an emulated link in front of the target for the"
            + " profile and the sweep. On a url or container target diagnose measures the RTT to"
            + " it (and, from the profile, the least bandwidth) and replays the profile on the"
            + " loopback double over a link with that RTT (--rtt, when given, instead).",
        "Writes diagnosis.md, diagnosis.json and fetch-size.png into a new run directory.",
        "Only a single SELECT or WITH ... SELECT is run, in a read-only transaction. --target url"
            + " reads the password from $" + UrlTarget.PASSWORD_ENV + ", else asks without echo"
            + " and runs again in a child JVM with it in the environment (never on a command"
            + " line)."})
public final class DiagnoseCommand implements Callable<Integer> {
  @Spec CommandSpec spec;
  @Mixin TargetOptionsMixin targetOptions;
  @Mixin ScenarioOptions scenarioOptions;
  @Mixin LinkOptions linkOptions;
  @Mixin TransportOption transportOption;

  @Option(names = "--shape", defaultValue = "small", converter = Converters.ShapeSpec.class,
      description = "The shape to fetch when no --query is given (default: ${DEFAULT-VALUE}).")
  Shape shape;

  @Option(names = "--query", description = "Your own SQL: a single SELECT or WITH ... SELECT"
      + " (rows counted, not verified).")
  String query;

  @Option(names = "--fetch-size", defaultValue = FetchSize.DEFAULT,
      converter = Converters.FetchSizeValue.class,
      description = "The fetch size in force: rows per round trip, or 'default' when the"
          + " application sets none and the driver chooses (ojdbc 19 and 21 fetch 10, 23 tunes"
          + " 4..250 rows from the row size) (default: ${DEFAULT-VALUE}).")
  int fetchSize;

  @Option(names = "--max-rows", defaultValue = "" + FetchBounds.DEFAULT_MAX_ROWS,
      description = "Stop the profiling fetch after this many rows (default: ${DEFAULT-VALUE}).")
  long maxRows;

  @Option(names = "--max-seconds", defaultValue = "" + FetchBounds.DEFAULT_MAX_SECONDS,
      description = "Cancel the profiling fetch after this many seconds (default:"
          + " ${DEFAULT-VALUE}).")
  int maxSeconds;

  @Option(names = "--preset", defaultValue = "diagnose",
      description = "The sweep's preset in config/ (default: ${DEFAULT-VALUE}).")
  String preset;

  @Option(names = "--out", defaultValue = "target/nnebench",
      description = "Where run directories are created (default: ${DEFAULT-VALUE}).")
  Path out;

  @Option(names = "--db-cpus", paramLabel = "K",
      description = "The database's CPUs, for the pool-size hint; by default diagnose reads"
          + " cpu_count from V$PARAMETER where the user may.")
  Integer dbCpus;

  @Option(names = "--time-budget", paramLabel = "DURATION",
      converter = Converters.DurationValue.class,
      description = "The longest the sweep may take, e.g. 5m or 90s: a setting that would not"
          + " fit is not started and is listed as not measured (default: no limit).")
  Duration timeBudget;

  @Option(names = "--dry-run",
      description = "Print the sweep's plan (settings in force, candidates and why some are"
          + " skipped, the settings swept one at a time and in which orders, estimated time) and"
          + " exit, starting nothing.")
  boolean dryRun;

  @Override
  public Integer call() throws Exception {
    FetchBounds bounds = new FetchBounds(maxRows, maxSeconds);
    var request = new Diagnose.Request(targetOptions.options(),
        scenarioOptions.scenario(fetchSize, shape, ReadStyle.GET_STRING),
        Optional.ofNullable(query), bounds, preset, out, linkOptions.link(),
        spec.commandLine().getParseResult().hasMatchedOption("--rtt"), transportOption.transport,
        Optional.ofNullable(dbCpus), Optional.ofNullable(timeBudget));
    if (dbCpus != null && dbCpus < 1) {
      throw new NnebenchException(ExitCodes.USAGE, "--db-cpus must be 1 or more, got " + dbCpus
          + "; give the database's CPU count (its cpu_count)");
    }
    transportOption.over(Targets.planned(request.target())); // refused before anything starts
    transportOption.refuseMisfit(request.inForce());
    transportOption.refuseNneOverTcps(request.inForce());
    if (dryRun) {
      new Diagnose(spec.commandLine().getOut()).dryRun(request);
      return ExitCodes.OK;
    }
    boolean url = request.target().kind() == TargetKind.URL;
    if (url && System.getenv(UrlTarget.PASSWORD_ENV) == null) {
      Diagnose.refuseBeforeAsking(request);
      return PasswordRelaunch.run(spec.commandLine().getParseResult().originalArgs(),
          request.target().user());
    }
    Path dir;
    try (HeldTargets oneContainer = HeldTargets.hold()) { // profile, sweep and graphs share it
      dir = new Diagnose(spec.commandLine().getOut()).run(request);
    }
    // the run directory stays the last line, for scripts
    spec.commandLine().getOut().println(dir);
    return ExitCodes.OK;
  }
}
