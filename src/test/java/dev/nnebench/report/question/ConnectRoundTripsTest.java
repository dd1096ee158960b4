package dev.nnebench.report.question;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.report.figure.Trials;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import java.util.List;
import org.junit.jupiter.api.Test;

class ConnectRoundTripsTest {
  private static Trial open(String own, String peer) {
    return Trials.of(Benchmark.OPEN.text(), 1, 0.01, "param.encryption", "AES256",
        "param.checksum", "SHA256", Trial.NEGOTIATED + Facts.CONNECT_ROUND_TRIPS.name(), own,
        Trial.NEGOTIATED + Observed.PEER + Facts.CONNECT_ROUND_TRIPS.name(), peer);
  }

  @Test
  void equalCountsSayALinkCostsAnEncryptedConnectNoMore() {
    String line = ConnectRoundTrips.lines(List.of(open("7", "7"))).get(0);
    assertTrue(line.contains("**7** round trips, 7 without NNE"), line);
    assertTrue(line.contains("no more than a plain one"), line);
  }

  @Test
  void extraRoundTripsAreNamedAsWhatALinkMultiplies() {
    String line = ConnectRoundTrips.lines(List.of(open("9", "7"))).get(0);
    assertTrue(line.contains("waits 2 × RTT more"), line);
  }

  @Test
  void aTrialWithoutACountSaysNothing() {
    assertEquals(List.of(), ConnectRoundTrips.lines(List.of(open("", ""))));
  }
}
