package dev.nnebench.cli;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.fetch.FetchResult;
import dev.nnebench.fetch.FetchRun;
import dev.nnebench.fetch.LinkedSession;
import dev.nnebench.fetch.RoundTripProbe;
import dev.nnebench.fetch.Session;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.link.MeasuredRtt;
import dev.nnebench.link.WireTally;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.shape.Shape;
import dev.nnebench.target.LobPrefetch;
import dev.nnebench.target.SduAsked;
import dev.nnebench.target.Target;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.Targets;
import java.sql.SQLException;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code nnebench fetch}: one verified fetch with its figures. */
@Command(name = "fetch", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Fetches a shape once, reading every cell, verifies the rows against the"
        + " shape's digest and prints rows, bytes, wall and CPU time and the negotiated crypto.",
        "Without options: a quick verified fetch on the loopback target with AES256 + SHA256."})
public final class FetchCommand implements Callable<Integer> {
  @Spec CommandSpec spec;
  @Mixin TargetOptionsMixin targetOptions;
  @Mixin LinkOptions linkOptions;
  @Mixin ScenarioOptions scenarioOptions;
  @Mixin TransportOption transportOption;

  @Option(names = "--shape", defaultValue = "small", converter = Converters.ShapeSpec.class,
      description = "A shape name from config/shapes.properties (tiny, small, 1gb, narrow, wide,"
          + " sparse, repeated) or rows=..,cols=..,width=..,nulls=..,repeat=.. (default: ${DEFAULT-VALUE}).")
  Shape shape;

  @Option(names = "--fetch-size", defaultValue = "1000", converter = Converters.FetchSizeValue.class,
      description = "Rows per round trip (defaultRowPrefetch, setFetchSize), or 'default' to set"
          + " neither and let the driver choose (default: ${DEFAULT-VALUE}).")
  int fetchSize;

  @Option(names = "--sdu", defaultValue = SduAsked.DEFAULT, converter = Converters.Sdu.class,
      description = "The SDU to ask for in bytes (512..2097152, put in the connect descriptor),"
          + " or 'default' for the driver's own, 8192 (default: ${DEFAULT-VALUE}).")
  int sdu;

  @Option(names = "--lob-prefetch", defaultValue = LobPrefetch.DEFAULT,
      converter = Converters.LobPrefetchSize.class, description = "oracle.jdbc."
          + "defaultLobPrefetchSize: bytes or characters of each LOB sent with its row (e.g. 0,"
          + " 4000, 32KB, 1MB), or 'default' for the driver's own (default: ${DEFAULT-VALUE}).")
  int lobPrefetch;

  @Option(names = "--read", defaultValue = "getString", converter = Converters.Read.class,
      description = "getString, getBytes, getObject (whatever the driver's getObject returns,"
          + " verified), or typed: each column's natural getter, CLOB and BLOB as streams"
          + " (default: ${DEFAULT-VALUE}).")
  ReadStyle read;

  @Option(names = "--query", description = "Your own SQL instead of a shape (--target url only):"
      + " rows are counted, not verified.")
  String query;

  @Option(names = "--warmup", defaultValue = "0",
      description = "Verified fetches on the same connection before the one printed, so the"
          + " figures are not those of a cold JVM (default: ${DEFAULT-VALUE}).")
  int warmup;

  @Option(names = "--csv", description = "Print a CSV header and one row instead of text.")
  boolean csv;

  @Override
  public Integer call() throws SQLException {
    Scenario scenario = scenarioOptions.scenario(fetchSize, shape, read);
    if (warmup < 0) {
      throw new NnebenchException(ExitCodes.USAGE, "--warmup must be 0 or more, got " + warmup);
    }
    if (query != null && targetOptions.target != TargetKind.URL) {
      throw new NnebenchException(ExitCodes.USAGE, "--query needs --target url (the loopback"
          + " double and the container serve shapes); use --shape instead");
    }
    TargetOptions options = targetOptions.options();
    LinkSpec link = linkOptions.link();
    // before any target starts: a container pull is minutes the refusal should not cost
    Targets.refusalBeforeStart(options.kind(), scenario).ifPresent(reason -> {
      throw new NnebenchException(ExitCodes.USAGE, reason);
    });
    transportOption.over(Targets.planned(options)); // a transport it cannot serve, refused early
    transportOption.refuseMisfit(scenario);
    FetchResult result;
    Optional<MeasuredRtt> rtt;
    Optional<WireTally.Counts> traffic;
    Optional<RoundTripProbe.Count> driversChoice = Optional.empty();
    try (Target target = Targets.open(options);
        LinkedSession linked = LinkedSession.open(scenario,
            LobPrefetch.on(transportOption.over(target), lobPrefetch), link, sdu)) {
      for (int i = 0; i < warmup; i++) {
        fetch(linked.session());
      }
      Optional<WireTally.Counts> before = linked.counts();
      result = fetch(linked.session());
      rtt = linked.rtt();
      traffic = linked.counts().map(after -> after.minus(before.orElseThrow()));
      if (traffic.isEmpty() && !scenario.setsFetchSize() && query == null) {
        driversChoice = driversChoice(scenario, transportOption.over(target));
      }
    }
    if (csv) {
      Printing.csv(spec.commandLine().getOut(), result);
    } else {
      Printing.readable(spec.commandLine().getOut(), result);
      rtt.ifPresent(r -> Printing.link(spec.commandLine().getOut(), r));
      traffic.ifPresent(t -> Printing.traffic(spec.commandLine().getOut(), t, result.rows()));
      driversChoice.ifPresent(c -> Printing.driversChoice(spec.commandLine().getOut(), c));
    }
    return ExitCodes.OK;
  }

  /* A descriptor URL (TCPS, a user's TNS entry) has no address a relay can stand in for. */
  private static Optional<RoundTripProbe.Count> driversChoice(Scenario scenario, Target target)
      throws SQLException {
    try {
      return Optional.of(RoundTripProbe.count(scenario, target));
    } catch (IllegalArgumentException noRelay) {
      return Optional.empty();
    }
  }

  private FetchResult fetch(Session session) {
    return query == null ? FetchRun.run(session) : FetchRun.runQuery(session, query);
  }
}
