package dev.nnebench.diagnose.profile;

import dev.nnebench.diagnose.query.ColumnProfile;
import dev.nnebench.diagnose.query.ResultProfile;
import dev.nnebench.link.WireTally;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The profile of one untimed fetch and what it cost on the wire, counted by the relay from the
 * execute to the last row (connect and logon left out), or why the wire was not counted; and
 * the server's own count from its session statistics where the user may read them.
 *
 * @param server the server's account of the fetch, from its session's views
 * @param nanos the wall time of the fetch, execute to last row
 * @param cpuNanos the fetching thread's CPU in that time: the driver's and the profiler's reading
 */
public record WireProfile(ResultProfile result, Optional<WireTally.Counts> wire, String wireNote,
    ServerTime server, long nanos, long cpuNanos) {

  /** Rows per round trip of the profiling fetch, as counted: the fetch size the driver used. */
  public Optional<Double> rowsPerRoundTrip() {
    return wire.filter(c -> c.roundTrips() > 0)
        .map(c -> (double) result.rows() / c.roundTrips());
  }

  /** The lines diagnose prints and writes: totals, then a row per column. */
  public List<String> lines() {
    List<String> out = new ArrayList<>();
    ResultProfile r = result;
    out.add(InForce.row("rows", String.format(Locale.ROOT, "%,d x %d columns%s", r.rows(),
        r.columns().size(), r.stoppedBy().map(b -> " (stopped at " + b + ": more rows follow)")
            .orElse(""))));
    out.add(InForce.row("nulls", percent(r.nullShare()) + " of cells; repeats of the row above "
        + percent(r.repeatShare()) + " (what SQL*Net leaves off the wire)"));
    out.add(InForce.row("wire", wire.map(WireProfile::wire).orElse(wireNote)
        + (wire.isPresent() ? " (counting relay)" : "")));
    rowsPerRoundTrip().ifPresent(n -> out.add(InForce.row("per trip", String.format(Locale.ROOT,
        "%.1f rows per round trip: the fetch size the driver really used", n))));
    out.addAll(server.lines());
    if (!r.lobColumns().isEmpty()) {
      out.add(InForce.row("lobs", lobs(r)));
    }
    out.add(InForce.row("transaction", r.transaction()));
    out.add("");
    out.add("| column | type | replayed as | mean length | max length | NULL | repeats |");
    out.add("|---|---|---|---:|---:|---:|---:|");
    r.columns().forEach(c -> out.add(String.format(Locale.ROOT,
        "| %s | %s | %s | %.1f | %d | %s | %s |", c.name(), c.type(), replayedAs(c),
        c.meanChars(), c.maxChars(), percent(c.nullShare()), percent(c.repeatShare()))));
    out.add("");
    out.add("Lengths in characters (bytes for RAW and BLOB). The first column is replayed as the"
        + " shape's row number.");
    return out;
  }

  private static String replayedAs(ColumnProfile c) {
    String served = c.sqlType().shapeType().token();
    return c.sqlType().approximated() ? served + " (nearest)" : served;
  }

  /* The LOB columns' lengths, what a LOB prefetch is sized against. */
  private static String lobs(ResultProfile r) {
    List<ColumnProfile> lobs = r.lobColumns();
    double mean = lobs.stream().mapToDouble(ColumnProfile::meanChars).average().orElse(0);
    return String.format(Locale.ROOT, "%d LOB column%s, mean length %,.0f, largest %,d (characters"
        + " of a CLOB, bytes of a BLOB)", lobs.size(), lobs.size() == 1 ? "" : "s", mean,
        r.largestLob());
  }

  private static String wire(WireTally.Counts c) {
    return String.format(Locale.ROOT, "%,d bytes from the server, %,d to it, %,d round trips",
        c.bytesFromServer(), c.bytesFromClient(), c.roundTrips());
  }

  static String percent(double share) {
    return String.format(Locale.ROOT, "%.0f %%", share * 100);
  }
}
