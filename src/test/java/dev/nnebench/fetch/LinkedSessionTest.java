package dev.nnebench.fetch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.link.MeasuredRtt;
import dev.nnebench.link.WireTally;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.shape.Shape;
import dev.nnebench.target.RelayedTarget;
import dev.nnebench.target.Target;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.Transport;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Real drivers over an emulated link in front of the loopback double. */
class LinkedSessionTest {
  private static final Shape SHAPE = new Shape(500, 3, 20, 20, 3);
  private static final int FETCH_SIZE = 100;
  /* Long enough that the RTT check's 10 % holds on a busy machine; the mechanism is the same. */
  private static final LinkSpec LINK = LinkSpec.parse("20ms", "50mbit", "0");
  @RegisterExtension
  static final LoopbackDouble LOOPBACK = new LoopbackDouble();

  private static Scenario scenario(DriverVersion d) {
    return Scenario.of(d, true, EncryptionType.AES256, ChecksumType.SHA256, FETCH_SIZE, SHAPE,
        ReadStyle.GET_STRING);
  }

  @ParameterizedTest
  @EnumSource(DriverVersion.class)
  void everyDriverFetchesVerifiedRowsOverTheLinkAndItsRoundTripsAreCounted(DriverVersion d)
      throws Exception {
    try (LinkedSession s = LinkedSession.open(scenario(d), LOOPBACK.target(), LINK)) {
      WireTally.Counts before = s.counts().orElseThrow();
      FetchResult r = FetchRun.run(s.session());
      WireTally.Counts fetch = s.counts().orElseThrow().minus(before);

      assertTrue(r.verified());
      assertEquals(SHAPE.rows(), r.rows());
      // execute with the first rows, then one fetch call per FETCH_SIZE rows, then the close
      long calls = SHAPE.rows() / FETCH_SIZE;
      assertTrue(fetch.roundTrips() >= calls && fetch.roundTrips() <= calls + 3,
          fetch.roundTrips() + " round trips for " + calls + " fetch calls");
      assertTrue(fetch.bytesFromServer() > fetch.bytesFromClient(), fetch.toString());
    }
  }

  @Test
  void theRoundTripIsMeasuredWithTheLinkOffAndOn() throws Exception {
    try (LinkedSession s = LinkedSession.open(scenario(DriverVersion.V23), LOOPBACK.target(),
        LINK)) {
      MeasuredRtt rtt = s.rtt().orElseThrow();
      assertEquals(LINK, rtt.link());
      assertTrue(rtt.asAsked(), rtt.describe());
      assertTrue(rtt.withLinkNanos() > rtt.withoutLinkNanos(), rtt.describe());
      assertTrue(s.session().target().description().contains("rtt 20ms, bandwidth 50mbit"),
          s.session().target().description());
    }
  }

  /* TCPS reaches the double through a descriptor, ezTLS through the TCP port: both relayed. */
  @ParameterizedTest
  @EnumSource(value = Transport.class, names = {"TCPS", "EZTLS"})
  void aTlsTransportFetchesVerifiedRowsOverTheLink(Transport transport) throws Exception {
    Target overTls = LOOPBACK.target().over(transport).orElseThrow();
    Scenario plain = Scenario.of(DriverVersion.V23, true, EncryptionType.NONE, ChecksumType.NONE,
        FETCH_SIZE, SHAPE, ReadStyle.GET_STRING);
    try (LinkedSession s = LinkedSession.open(plain, overTls, LINK)) {
      assertTrue(s.rtt().orElseThrow().asAsked(), s.rtt().orElseThrow().describe());
      assertTrue(FetchRun.run(s.session()).verified());
      assertTrue(s.session().negotiated().encryption().startsWith("TLS_"),
          s.session().negotiated().toString());
      assertTrue(s.counts().orElseThrow().roundTrips() >= SHAPE.rows() / FETCH_SIZE);
    }
  }

  @Test
  void withoutALinkNothingIsRelayedOrMeasured() throws Exception {
    try (LinkedSession s = LinkedSession.open(scenario(DriverVersion.V19), LOOPBACK.target(),
        LinkSpec.NONE)) {
      assertFalse(s.linked().isPresent());
      assertFalse(s.rtt().isPresent());
      assertEquals(LOOPBACK.target().url(), s.session().target().url());
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {65535, 2_097_152})
  void anSduAskedForIsNegotiatedAndRowsArriveIntactOverALink(int sdu) throws Exception {
    for (DriverVersion d : List.of(DriverVersion.V23, DriverVersion.V19)) {
      try (LinkedSession s = LinkedSession.open(scenario(d), LOOPBACK.target(), LINK, sdu)) {
        assertEquals(sdu, s.session().negotiated().sdu(), d.toString());
        assertTrue(FetchRun.run(s.session()).verified());
      }
    }
  }

  @Test
  void aSessionThatNegotiatedASmallerSduThanAskedIsRefused() {
    try (WireServer small = new WireServer(ServerOptions.builder().sdu(8192).build()).start()) {
      Target capped = new RelayedTarget(LOOPBACK.target(), TargetOptions.thinUrl("127.0.0.1",
          small.port()), "a server agreeing to 8192 bytes");
      NnebenchException e = assertThrows(NnebenchException.class,
          () -> LinkedSession.open(scenario(DriverVersion.V23), capped, LinkSpec.NONE, 65535));
      assertEquals(ExitCodes.CONNECT, e.exitCode());
      assertTrue(e.getMessage().contains("asked for SDU 65535 bytes but the session negotiated"
          + " 8192"), e.getMessage());
    }
  }
}
