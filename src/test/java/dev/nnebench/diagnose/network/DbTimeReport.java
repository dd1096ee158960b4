package dev.nnebench.diagnose.network;

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
import dev.nnebench.target.Target;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.Targets;
import dev.nnebench.wire.load.ServerModel;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Not a test: prints how the DB time diagnose reads compares with the server MODEL's charge for
 * the server-bound fetch (`fetch-20ms` on a 1 ms link, 99 fetch calls of 20 ms), for ojdbc 19
 * plain and ojdbc 23 with AES256, each on a fresh double, with the machine's load average (the
 * figures in docs/measurements.md). Timings depend on the machine, so nothing is asserted:
 * DeadlineWaitTest asserts the mechanism.
 * {@code mvn -B -ntp -o surefire:test -Dtest=DbTimeReport -Dnnebench.measure=true [-Dreps=3]}.
 */
@EnabledIfSystemProperty(named = "nnebench.measure", matches = "true")
class DbTimeReport {
  private static final Shape ROWS = new Shape(1_000, 20, 100, 0, 1);
  private static final FetchBounds BOUNDS = new FetchBounds(1_000_000, 120);
  private static final ServerModel MODEL = ServerModel.parse("fetch-20ms", "cpus=8,fetch=20ms");
  private static final double FETCH_CALL_MS = 20;

  @Test
  void dbTimeAgainstTheCharge() throws IOException {
    for (int rep = 0; rep < Integer.getInteger("reps", 3); rep++) {
      for (DriverVersion driver : new DriverVersion[] {DriverVersion.V19, DriverVersion.V23}) {
        System.out.println(line(driver, driver == DriverVersion.V23));
      }
    }
  }

  private static String line(DriverVersion driver, boolean nne) throws IOException {
    try (WireServer server = new WireServer(ServerOptions.builder().serverModel(MODEL).build())
        .start();
        LinkRelay link = LinkRelay.start("127.0.0.1", server.port(),
            LinkSpec.parse("1ms", "unlimited", "0"))) {
      Target target = Targets.open(TargetOptions.url(TargetOptions.thinUrl("127.0.0.1",
          link.port()), TargetOptions.DEFAULT_USER, TargetOptions.DEFAULT_PASSWORD));
      Scenario s = Scenario.of(driver, false, nne ? EncryptionType.AES256 : EncryptionType.NONE,
          nne ? ChecksumType.SHA256 : ChecksumType.NONE, 10, ROWS, ReadStyle.GET_STRING);
      WireProfile profile = ProfileRun.run(target, s, ROWS.toSql(), BOUNDS, LinkSpec.NONE);
      // the execute brings the first rows; every other round trip is a fetch call
      double charged = FETCH_CALL_MS * (profile.wire().orElseThrow().roundTrips() - 1);
      double dbTime = profile.server().dbTimeMicros().orElseThrow() / 1000;
      return String.format("driver %s%s: DB time %.1f ms, charged %.0f ms, ratio %.3f, wall %.1f"
          + " ms, load average %s", driver, nne ? " AES256" : "", dbTime, charged,
          dbTime / charged, profile.nanos() / 1e6,
          Files.readString(Path.of("/proc/loadavg")).trim());
    }
  }
}
