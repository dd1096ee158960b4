package dev.nnebench.cli;

import dev.nnebench.fetch.FetchResult;
import dev.nnebench.fetch.RoundTripProbe;
import dev.nnebench.link.MeasuredRtt;
import dev.nnebench.link.WireTally;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Human-readable and CSV output of results. */
final class Printing {
  private static final double NANOS_PER_MILLI = 1e6;
  static final List<String> CSV_COLUMNS = List.of("target", "driver", "driver_version", "jdk",
      "use_jce", "jce_ignored", "encryption_level", "encryption", "negotiated_encryption",
      "encryption_provider", "checksum_level", "checksum", "negotiated_checksum",
      "checksum_provider", "key_schedule", "sdu", "fetch_size", "shape", "read", "rows", "cells", "bytes",
      "connect_ms", "wall_ms", "cpu_ms", "mb_per_s", "cpu_s_per_gb", "digest", "verified",
      "cpu_model", "aes", "sha_ni");

  private Printing() {}

  static String jceNote(Optional<Boolean> ignored) {
    return ignored.map(i -> i ? " (ignored by this driver: its provider says otherwise)" : " (honoured)")
        .orElse(" (cannot tell: no encryption or provider not reported)");
  }

  static void readable(PrintWriter out, FetchResult r) {
    var s = r.scenario();
    var n = r.negotiated();
    out.printf("fetched     %,d rows, %,d cells, %,d bytes of %s (%s)%n", r.rows(), r.cells(),
        r.bytes(), r.query(), r.verified() ? "verified, digest " + hex(r.digest()) : "not verified");
    out.printf("time        %.1f ms wall, %s CPU of the fetching thread, connect %.1f ms%n",
        r.wallNanos() / NANOS_PER_MILLI, r.cpuNanos() < 0 ? "n/a" : String.format(Locale.ROOT,
            "%.1f ms", r.cpuNanos() / NANOS_PER_MILLI), r.connectNanos() / NANOS_PER_MILLI);
    out.printf("rate        %.1f MB/s, %,.0f rows/s, %,.0f cells/s, %.2f CPU s/GB%n",
        r.megabytesPerSecond(), r.rowsPerSecond(), r.cellsPerSecond(), r.cpuSecondsPerGigabyte());
    out.printf("crypto      %s; useJCEAPI=%s%s; key schedule %s%n", n.summary(), s.jce(),
        jceNote(r.jceIgnored()), r.keySchedule());
    out.printf("scenario    ojdbc %s, %s%n", n.driverVersion(), s.label());
    out.printf("target      %s%n", r.target());
    out.printf("env         %s%n", r.environment().summary());
    out.flush();
  }

  /** The emulated link and what it measured on the connection. */
  static void link(PrintWriter out, MeasuredRtt rtt) {
    out.printf("link        %s (emulated; TCP windows are not); round trip %s%n",
        rtt.link().describe(), rtt.describe());
    out.flush();
  }

  /** The rows per round trip the driver chose when the fetch size was left to it. */
  static void driversChoice(PrintWriter out, RoundTripProbe.Count c) {
    out.printf(Locale.ROOT, "wire        fetch size left to the driver: %.1f rows per round trip"
        + " (%,d round trips for %,d rows of a probe fetch through a counting relay)%n",
        c.rowsPerRoundTrip(), c.roundTrips(), c.rows());
    out.flush();
  }

  /** What crossed the link in one fetch: round trips, rows per round trip, bytes each way. */
  static void traffic(PrintWriter out, WireTally.Counts c, long rows) {
    out.printf(Locale.ROOT, "wire        %,d round trips, %.1f rows per round trip, %,d bytes to"
        + " the server, %,d from it%n", c.roundTrips(), c.roundTrips() == 0 ? 0.0
        : (double) rows / c.roundTrips(), c.bytesFromClient(), c.bytesFromServer());
    out.flush();
  }

  static void csv(PrintWriter out, FetchResult r) {
    var s = r.scenario();
    var n = r.negotiated();
    var e = r.environment();
    List<Object> values = List.of(r.target(), s.driver(), n.driverVersion(), e.jdk(), s.jce(),
        r.jceIgnored().map(String::valueOf).orElse("unknown"), s.encryptionLevel(),
        s.encryption().driverName(), n.encryption(), n.encryptionProvider(), s.checksumLevel(),
        s.checksum(), n.checksum(), n.checksumProvider(), r.keySchedule(), n.sdu(), s.fetchSizeValue(), r.query(),
        s.read(), r.rows(), r.cells(), r.bytes(), ms(r.connectNanos()), ms(r.wallNanos()),
        r.cpuNanos() < 0 ? "" : ms(r.cpuNanos()), fixed(r.megabytesPerSecond()),
        fixed(r.cpuSecondsPerGigabyte()), hex(r.digest()), r.verified(), e.cpuModel(), e.aes(),
        e.shaNi());
    out.println(String.join(",", CSV_COLUMNS));
    out.println(String.join(",", values.stream().map(v -> quote(String.valueOf(v))).toList()));
    out.flush();
  }

  private static String ms(long nanos) {
    return fixed(nanos / NANOS_PER_MILLI);
  }

  private static String fixed(double v) {
    return String.format(Locale.ROOT, "%.3f", v);
  }

  private static String hex(long digest) {
    return String.format("%016x", digest);
  }

  private static String quote(String v) {
    return v.contains(",") || v.contains("\"") ? "\"" + v.replace("\"", "\"\"") + "\"" : v;
  }
}
