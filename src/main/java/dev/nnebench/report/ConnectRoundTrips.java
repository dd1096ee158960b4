package dev.nnebench.report;

import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.LegName;
import dev.nnebench.results.SidecarName;
import dev.nnebench.results.Trial;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The round trips a new connection makes, counted (not timed) on one open and close of every
 * connect trial, with NNE and, for a pair, without: on a link each extra round trip costs the
 * RTT again, which is what a WAN adds to NNE's connect cost whatever the CPU.
 */
final class ConnectRoundTrips {
  private ConnectRoundTrips() {}

  static List<String> lines(List<Trial> trials) {
    Set<String> lines = new LinkedHashSet<>();
    for (Trial t : trials) {
      if (!t.benchmark().equals(BenchmarkName.OPEN) || !LegName.MAIN.ran(t)) {
        continue;
      }
      String own = t.negotiated(SidecarName.CONNECT_ROUND_TRIPS);
      String peer = t.negotiated(SidecarName.PEER + SidecarName.CONNECT_ROUND_TRIPS);
      if (own == null || own.isEmpty()) {
        continue;
      }
      lines.add(peer == null || peer.isEmpty() ? "- " + FetchSizeTable.crypto(t) + ": an open"
          + " and close makes **" + own + "** round trips (counted)." : line(t, own, peer));
    }
    return List.copyOf(lines);
  }

  private static String line(Trial t, String own, String peer) {
    long extra = Long.parseLong(own) - Long.parseLong(peer);
    String head = "- " + FetchSizeTable.crypto(t) + ": an open and close makes **" + own
        + "** round trips, " + peer + " without NNE (counted): ";
    return head + (extra == 0 ? "NNE's key exchange rides in round trips a connect makes"
        + " anyway, so a link's RTT costs an encrypted connect no more than a plain one."
        : "over a link every new connection waits " + extra + " × RTT more than without NNE.");
  }
}
