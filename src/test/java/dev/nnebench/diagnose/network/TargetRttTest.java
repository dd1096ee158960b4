package dev.nnebench.diagnose.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.fetch.Connector;
import dev.nnebench.fetch.Session;
import dev.nnebench.link.LinkRelay;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.shape.Shape;
import dev.nnebench.target.LoopbackTarget;
import dev.nnebench.target.RelayedTarget;
import dev.nnebench.target.Target;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.ThinUrl;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.sql.Connection;
import java.sql.SQLException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The RTT diagnose measures is the link's, whatever the driver's ping costs: real drivers over an
 * emulated 5 ms link in front of the loopback double, as `serve --rtt 5ms` puts one.
 */
class TargetRttTest {
  private static final LinkSpec LINK = LinkSpec.parse("5ms", "unlimited", "0");
  /* The link's own 5 ms plus the loopback path and the double's answer: within 5 %. */
  private static final double TOLERANCE = 0.05;
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  static LoopbackTarget loopback;
  static LinkRelay relay;
  static Target linked;

  @BeforeAll
  static void start() {
    loopback = LoopbackTarget.start(TargetOptions.loopback());
    ThinUrl url = ThinUrl.parse(loopback.url()).orElseThrow();
    relay = LinkRelay.start(url.host(), url.port(), LINK);
    linked = new RelayedTarget(loopback, url.via(relay.port()), "over a 5 ms link");
  }

  @AfterAll
  static void stop() throws Exception {
    relay.close();
    loopback.close();
  }

  private static Scenario scenario(DriverVersion d, boolean nne) {
    return Scenario.of(d, false, nne ? EncryptionType.AES256 : EncryptionType.NONE,
        nne ? ChecksumType.SHA256 : ChecksumType.NONE, 10, new Shape(100, 3, 20, 20, 3),
        ReadStyle.GET_STRING);
  }

  @ParameterizedTest
  @CsvSource({"V23, true", "V23, false", "V19, true", "V19, false"})
  void theRttIsTheLinksOnAFreshConnection(DriverVersion d, boolean nne) throws Exception {
    try (Session s = Connector.open(scenario(d, nne), linked)) {
      TargetRtt rtt = Pings.on(s.connection());

      assertWithin5Percent(rtt);
      assertTrue(rtt.pings() >= Pings.MIN_PINGS, rtt.describe());
    }
  }

  @Test
  void whatTheDriverSpendsOnAPingIsNotCountedAsNetwork() throws Exception {
    try (Session s = Connector.open(scenario(DriverVersion.V19, true), linked)) {
      Connection c = s.connection();
      // a ping that costs its thread 0.5 ms of CPU besides the round trip: whole pings 10 % off
      // (more CPU is preempted more on a busy machine, which is the machine's, not the driver's)
      TargetRtt rtt = Pings.time(() -> {
        burnCpu(500_000);
        if (!c.isValid(0)) {
          throw new SQLException("no answer");
        }
      });

      assertTrue(rtt.fastestNanos() > 5_400_000, rtt.describe());
      assertTrue(rtt.medianCpuNanos() >= 500_000, rtt.describe());
      assertWithin5Percent(rtt);
    }
  }

  @Test
  void pingsWithoutACpuClockFallBackToTheFastest() {
    TargetRtt rtt = TargetRtt.of(new long[] {6_000_000, 5_100_000, 7_000_000});

    assertEquals(5_100_000, rtt.rttNanos());
    assertEquals(6_000_000, rtt.medianNanos());
    assertEquals(0, rtt.medianCpuNanos());
  }

  @Test
  void theRttIsTheFastestPingLessItsCpu() {
    // the fastest whole ping is not the one with the least waiting in it
    TargetRtt rtt = TargetRtt.of(new long[] {5_300_000, 6_000_000, 5_200_000},
        new long[] {300_000, 500_000, 50_000});

    assertEquals(5_000_000, rtt.rttNanos());
    assertEquals(5_200_000, rtt.fastestNanos());
    assertEquals(300_000, rtt.medianCpuNanos());
  }

  private static void assertWithin5Percent(TargetRtt rtt) {
    double off = Math.abs(rtt.rttNanos() - LINK.rttNanos()) / (double) LINK.rttNanos();
    assertTrue(off <= TOLERANCE, rtt.describe());
  }

  private static void burnCpu(long nanos) {
    long start = THREADS.getCurrentThreadCpuTime();
    long x = 0;
    while (THREADS.getCurrentThreadCpuTime() - start < nanos) {
      x += System.nanoTime() % 7;
    }
    if (x == 42) {
      System.out.print("");
    }
  }
}
