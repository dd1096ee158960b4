package dev.nnebench.diagnose.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.diagnose.profile.ProfileRun;
import dev.nnebench.diagnose.profile.WireProfile;
import dev.nnebench.diagnose.query.FetchBounds;
import dev.nnebench.driver.DriverVersion;
import dev.nnebench.link.LinkRelay;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.shape.Shape;
import dev.nnebench.stats.Interval;
import dev.nnebench.target.Target;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.Targets;
import dev.nnebench.wire.load.ServerModel;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * diagnose's split of a fetch against the double as a url target behind an emulated link, with
 * real drivers: with a server MODEL whose fetch calls cost 20 ms, most of the wall time is DB time
 * and holds all the model charged; with no server model (no views: the grant is named)
 * and under one that charges nothing, the RTT is the link's and the parts add up.
 */
class FetchSplitTest {
  /* The wide shape's rows, fewer of them: 100 round trips at fetch size 10. */
  private static final Shape WIDE_ROWS = new Shape(1_000, 20, 100, 0, 1);
  private static final FetchBounds BOUNDS = new FetchBounds(1_000_000, 120);
  private static final long FETCH_CALL_MS = 20;

  private record Measured(FetchSplit split, WireProfile profile, TargetRtt rtt) {}

  private static Measured measure(ServerModel model, String rtt, DriverVersion d, boolean nne) {
    try (WireServer server = new WireServer(ServerOptions.builder().serverModel(model).build())
        .start();
        LinkRelay link = LinkRelay.start("127.0.0.1", server.port(),
            LinkSpec.parse(rtt, "unlimited", "0"))) {
      Target target = Targets.open(TargetOptions.url(TargetOptions.thinUrl("127.0.0.1",
          link.port()), TargetOptions.DEFAULT_USER, TargetOptions.DEFAULT_PASSWORD));
      Scenario s = Scenario.of(d, false, nne ? EncryptionType.AES256 : EncryptionType.NONE,
          nne ? ChecksumType.SHA256 : ChecksumType.NONE, 10, WIDE_ROWS, ReadStyle.GET_STRING);
      FirstConnection first = FirstConnection.open(s, target, LinkSpec.NONE);
      WireProfile profile = ProfileRun.run(target, s, WIDE_ROWS.toSql(), BOUNDS, LinkSpec.NONE);
      Network network = new Network(TargetKind.URL, LinkSpec.NONE, false,
          Optional.of(first.rtt()));
      return new Measured(FetchSplit.of(profile, network), profile, first.rtt());
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @ParameterizedTest
  @CsvSource({"V23, true", "V19, false"})
  void aFetchWhoseCallsCost20MsOfServerTimeIsTheDatabases(DriverVersion d, boolean nne) {
    Measured m = measure(ServerModel.parse("fetch-20ms", "cpus=8,fetch=20ms"), "1ms", d, nne);
    FetchSplit split = m.split();
    // the execute brings the first rows; every other round trip in the window is a fetch call
    long fetchCalls = m.profile().wire().orElseThrow().roundTrips() - 1;
    double charged = FETCH_CALL_MS * fetchCalls;

    // all of the model's charge is in the server part; above it, the double's own work and its
    // waits' late wake-ups (DB time is the server's elapsed time; how close the waits keep to the
    // charge is asserted on a fake clock in DeadlineWaitTest, not timed here)
    double server = split.serverMs().orElseThrow().estimate();
    assertTrue(server >= 0.95 * charged && server <= split.wallMs(),
        server + " ms of DB time for " + charged + " ms charged\n" + String.join("\n",
            split.lines()));
    assertTrue(split.serverBound(), String.join("\n", split.lines()));
    assertTrue(split.addsUp(), String.join("\n", split.lines()));
    assertTrue(split.inTheDatabase().orElseThrow().startsWith("The time is in the database"));
  }

  @ParameterizedTest
  @CsvSource({"V23, true", "V23, false", "V19, true", "V19, false"})
  void behind5MsTheRttIsTheLinksAndThePartsAddUp(DriverVersion d, boolean nne) {
    Measured m = measure(ServerModel.NONE, "5ms", d, nne);
    FetchSplit split = m.split();

    assertEquals(5.0, m.rtt().rttMs(), 0.25, m.rtt().describe());
    assertTrue(split.addsUp(), String.join("\n", split.lines()));
    assertTrue(split.networkMs().orElseThrow().estimate() < split.wallMs(),
        String.join("\n", split.lines()));
    // without a server model the double has no views, as a database without the grant
    assertTrue(split.serverMs().isEmpty());
    assertTrue(String.join("\n", m.profile().server().lines()).contains(
        "GRANT SELECT ON v_$mystat TO " + TargetOptions.DEFAULT_USER + "; GRANT SELECT ON"
            + " v_$statname TO " + TargetOptions.DEFAULT_USER), m.profile().server().lines()
        .toString());
  }

  @ParameterizedTest
  @CsvSource({"V23, true", "V19, true"})
  void aServerThatChargesNothingLeavesTheTimeToTheClientAndTheNetwork(DriverVersion d,
      boolean nne) {
    Measured m = measure(ServerModel.parse("idle", "cpus=64"), "5ms", d, nne);
    FetchSplit split = m.split();

    assertTrue(split.addsUp(), String.join("\n", split.lines()));
    assertFalse(split.serverBound(), String.join("\n", split.lines()));
    assertTrue(split.serverMs().orElseThrow().estimate() < 0.2 * split.wallMs(),
        String.join("\n", split.lines()));
    assertTrue(m.profile().server().fromClient().orElseThrow().waits() > 0);
  }

  /* Seen on two busy cores: client CPU, round trips and DB time 0.9 ms over the wall time, which
   * the server's timing of 12 calls past their replies' writes accounts for; 5 ms over does not. */
  @Test
  void dbTimeThatMayOverlapTheClientsTimeStillAddsUpWhereItIsWithinTheOverlap() {
    Interval server = FetchSplit.dbTime(208_900, 12, 12 * 100);
    FetchSplit near = new FetchSplit(230.8, new Interval(12.7, 12.7, 12.7),
        Optional.of(new Interval(10.2, 10.2, 10.5)), Optional.of(server), 10, Optional.empty());
    FetchSplit over = new FetchSplit(226.8, new Interval(12.7, 12.7, 12.7),
        Optional.of(new Interval(10.2, 10.2, 10.5)), Optional.of(server), 10, Optional.empty());

    assertTrue(near.addsUp(), String.join("\n", near.lines()));
    assertFalse(over.addsUp(), String.join("\n", over.lines()));
    assertEquals(208.9, server.estimate(), 1e-9);
  }
}
