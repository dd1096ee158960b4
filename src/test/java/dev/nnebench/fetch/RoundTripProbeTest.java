package dev.nnebench.fetch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.scenario.FetchSize;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.scenario.Shapes;
import dev.nnebench.shape.Shape;
import dev.nnebench.target.LobPrefetch;
import dev.nnebench.target.Target;
import dev.nnebench.target.Transport;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The rows per round trip real drivers fetch from the double, counted by the probe's relay. */
class RoundTripProbeTest {
  /* 3 short columns: driver 23's tuning picks far more than 10 rows for rows this small. */
  private static final Shape NARROW = new Shape(5_000, 3, 20, 0, 1);
  @RegisterExtension
  static final LoopbackDouble LOOPBACK = new LoopbackDouble();

  private static RoundTripProbe.Count probe(DriverVersion d, int fetchSize) throws Exception {
    return RoundTripProbe.count(Scenario.of(d, true, EncryptionType.NONE, ChecksumType.NONE,
        fetchSize, NARROW, ReadStyle.GET_STRING), LOOPBACK.target());
  }

  /* The probe's relay keeps the ezTLS view's transport, so its negotiation check is ezTLS's. */
  @Test
  void probesOverEzTlsThroughItsRelay() throws Exception {
    Target ezTls = LOOPBACK.target().over(Transport.EZTLS).orElseThrow();
    RoundTripProbe.Count c = RoundTripProbe.count(Scenario.of(DriverVersion.V23, true,
        EncryptionType.NONE, ChecksumType.NONE, 100, NARROW, ReadStyle.GET_STRING), ezTls);
    assertEquals(NARROW.rows(), c.rows());
    assertEquals(100.0, c.rowsPerRoundTrip(), 0.1);
  }

  @Test
  void driver19LeftAtItsDefaultFetchesTenRowsPerRoundTrip() throws Exception {
    RoundTripProbe.Count c = probe(DriverVersion.V19, FetchSize.DRIVER_CHOOSES);
    assertEquals(NARROW.rows(), c.rows());
    assertEquals(10.0, c.rowsPerRoundTrip(), 0.1);
  }

  @Test
  void driver23LeftAtItsDefaultTunesTheFetchSizeAboveTen() throws Exception {
    RoundTripProbe.Count c = probe(DriverVersion.V23, FetchSize.DRIVER_CHOOSES);
    assertEquals(NARROW.rows(), c.rows());
    assertTrue(c.rowsPerRoundTrip() > 50 && c.rowsPerRoundTrip() <= 250,
        "driver 23 tunes 4..250 rows; got " + c.rowsPerRoundTrip());
  }

  @Test
  void anExplicitFetchSizeTurnsDriver23sTuningOff() throws Exception {
    assertEquals(10.0, probe(DriverVersion.V23, 10).rowsPerRoundTrip(), 0.1);
  }

  @Test
  void wideRowsAreProbedFewerButNeverBelowTheFloor() {
    assertEquals(2_000, RoundTripProbe.rowsToRead(Shapes.parse("1gb")));
    assertEquals(RoundTripProbe.MAX_ROWS, RoundTripProbe.rowsToRead(NARROW));
    assertEquals(RoundTripProbe.MIN_ROWS, RoundTripProbe.rowsToRead(new Shape(100_000, 999,
        4000, 0, 1)));
  }

  @Test
  void theProbeReadsAtMostItsRowCap() throws Exception {
    Shape big = new Shape((int) RoundTripProbe.MAX_ROWS + 5_000, 1, 5, 0, 1);
    RoundTripProbe.Count c = RoundTripProbe.count(Scenario.of(DriverVersion.V19, true,
        EncryptionType.NONE, ChecksumType.NONE, 1000, big, ReadStyle.GET_STRING),
            LOOPBACK.target());
    assertEquals(RoundTripProbe.MAX_ROWS, c.rows());
  }

  /* The client's DH public key goes one way, ahead of its next request (wire brief 2.4): the
   * key exchange adds packets to a connect, never a round trip. */
  @Test
  void nneAddsNoRoundTripToAConnect() throws Exception {
    for (DriverVersion d : List.of(DriverVersion.V23, DriverVersion.V19)) {
      long plain = RoundTripProbe.connectRoundTrips(Scenario.of(d, true, EncryptionType.NONE,
          ChecksumType.NONE, 10, NARROW, ReadStyle.GET_STRING), LOOPBACK.target());
      long nne = RoundTripProbe.connectRoundTrips(Scenario.of(d, true, EncryptionType.AES256,
          ChecksumType.SHA256, 10, NARROW, ReadStyle.GET_STRING), LOOPBACK.target());
      assertTrue(plain >= 4, d + ": " + plain + " round trips for a connect and close");
      assertEquals(plain, nne, d.toString());
    }
  }

  /* A LOB longer than the prefetch comes as a locator and a read call: a round trip per value. */
  @Test
  void aLobPrefetchAskedDecidesWhetherEveryLobCostsARoundTrip() throws Exception {
    Shape clobs = Shapes.parse("clob-large");
    Scenario s = Scenario.of(DriverVersion.V23, true, EncryptionType.NONE, ChecksumType.NONE,
        1000, clobs, ReadStyle.GET_STRING);
    RoundTripProbe.Count none = RoundTripProbe.count(s, LobPrefetch.on(LOOPBACK.target(), 0));
    RoundTripProbe.Count all = RoundTripProbe.count(s, LobPrefetch.on(LOOPBACK.target(), 1 << 20));
    assertEquals(clobs.rows(), none.rows());
    assertTrue(none.roundTrips() >= clobs.rows(), none.toString());
    assertTrue(all.roundTrips() <= 5, all.toString());
  }

  /* The double counts the LOB calls apart: every round trip beyond the rows' own is one. */
  @Test
  void theDoubleCountsALobFetchsLobRoundTripsApart() throws Exception {
    Shape clobs = Shapes.parse("rows=40,types=clob,lobSize=50000");
    for (DriverVersion d : List.of(DriverVersion.V23, DriverVersion.V19)) {
      Scenario s = Scenario.of(d, true, EncryptionType.NONE, ChecksumType.NONE, 1000, clobs,
          ReadStyle.GET_STRING);
      RoundTripProbe.Count none = RoundTripProbe.count(s, LobPrefetch.on(LOOPBACK.target(), 0));
      RoundTripProbe.Count all = RoundTripProbe.count(s, LobPrefetch.on(LOOPBACK.target(),
          1 << 20));
      long lobs = none.lobRoundTrips().orElseThrow();
      assertTrue(lobs >= clobs.rows() && lobs < none.roundTrips(), d + ": " + none);
      assertEquals(0, all.lobRoundTrips().orElseThrow(), d + ": " + all);
    }
    assertTrue(probe(DriverVersion.V23, 100).lobRoundTrips().isEmpty(), "no LOB, nothing asked");
  }
}
