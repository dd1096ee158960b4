package dev.nnebench.bench.fetch;

import dev.nnebench.fetch.LinkedSession;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.link.MeasuredRtt;
import dev.nnebench.results.ParamName;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The emulated link of a session: read from a cell's values, and what it measured, for the
 * trial's sidecar (so every row says the RTT it ran over, not only the one it asked for). Public
 * for the other benchmarks that run over a link (PoolThroughput), so their rows carry the same
 * columns.
 */
public final class LinkValues {
  static final String RTT_MEASURED = "rttMs";
  static final String RTT_ADDED = "rttAddedMs";
  static final String RTT_WITHOUT_LINK = "rttWithoutLinkMs";

  private LinkValues() {}

  /** The link a cell asks for; no link when the values name none. */
  public static LinkSpec spec(Map<String, String> values) {
    return LinkSpec.parse(values.getOrDefault(ParamName.RTT, "0"),
        values.getOrDefault(ParamName.BANDWIDTH, "unlimited"), "0");
  }

  /** The measured round trip of a session over a link; nothing without one. */
  public static Map<String, String> of(LinkedSession session) {
    return session.rtt().map(LinkValues::of).orElseGet(LinkedHashMap::new);
  }

  /** A measured round trip as sidecar values. */
  public static Map<String, String> of(MeasuredRtt rtt) {
    Map<String, String> out = new LinkedHashMap<>();
    out.put(RTT_MEASURED, ms(rtt.withLinkNanos()));
    out.put(RTT_ADDED, ms(rtt.addedNanos()));
    out.put(RTT_WITHOUT_LINK, ms(rtt.withoutLinkNanos()));
    return out;
  }

  private static String ms(long nanos) {
    return String.format(Locale.ROOT, "%.4f", nanos / 1e6);
  }
}
