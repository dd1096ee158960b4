package dev.nnebench.bench.fetch;

import dev.nnebench.fetch.LinkedSession;
import dev.nnebench.link.WireTally;
import java.util.Optional;

/** The link counts of one fetch operation: read before it, added to the counters after it. */
final class RoundTrips {
  private static final RoundTrips NONE = new RoundTrips(null, null, Optional.empty(),
      Optional.empty());
  private final LinkedSession first;
  private final LinkedSession second;
  private final Optional<WireTally.Counts> firstBefore;
  private final Optional<WireTally.Counts> secondBefore;

  private RoundTrips(LinkedSession first, LinkedSession second,
      Optional<WireTally.Counts> firstBefore, Optional<WireTally.Counts> secondBefore) {
    this.first = first;
    this.second = second;
    this.firstBefore = firstBefore;
    this.secondBefore = secondBefore;
  }

  /* Without a link there is nothing to count, and nothing is read in the measured path. */
  static RoundTrips start(LinkedSession first, LinkedSession second) {
    if (first.linked().isEmpty() && (second == null || second.linked().isEmpty())) {
      return NONE;
    }
    return new RoundTrips(first, second, first.counts(),
        second == null ? Optional.empty() : second.counts());
  }

  void addTo(FetchCounters counters) {
    addTo(counters, 1);
  }

  /** As above, the second side's count over {@code secondFetches}: per fetch, as its other counters. */
  void addTo(FetchCounters counters, long secondFetches) {
    firstBefore.ifPresent(before -> {
      WireTally.Counts c = first.counts().orElseThrow().minus(before);
      counters.roundTrips += c.roundTrips();
      counters.bytesToServer += c.bytesFromClient();
      counters.bytesFromServer += c.bytesFromServer();
    });
    secondBefore.ifPresent(before -> counters.roundTripsPeer +=
        second.counts().orElseThrow().minus(before).roundTrips() / secondFetches);
  }
}
