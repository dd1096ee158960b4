package dev.nnebench.diagnose.output;

import dev.nnebench.diagnose.network.FetchSplit;
import dev.nnebench.diagnose.network.Network;
import dev.nnebench.diagnose.profile.InForce;
import dev.nnebench.diagnose.profile.WireProfile;
import dev.nnebench.diagnose.query.ResultProfile;
import dev.nnebench.diagnose.sweep.Attribution;
import dev.nnebench.diagnose.sweep.Finding;
import dev.nnebench.diagnose.sweep.RoundTripSplit;
import dev.nnebench.link.WireTally;
import dev.nnebench.scenario.FetchSize;
import dev.nnebench.stats.Interval;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** diagnosis.json: the same findings as diagnosis.md, for scripts. */
public final class DiagnosisJson {
  public static final String FILE_NAME = "diagnosis.json";

  private DiagnosisJson() {}

  /** The diagnosis and what its flame graphs showed. */
  public static String of(Diagnosis d, FlameGraphs flames) {
    InForce f = d.inForce();
    return "{\n"
        + field("what", str(d.what())) + ",\n"
        + field("inForce", "{" + String.join(", ",
            field("driver", str(f.negotiated().driverVersion())),
            field("encryption", str(f.negotiated().encryption())),
            field("encryptionProvider", str(f.negotiated().encryptionProvider())),
            field("checksum", str(f.negotiated().checksum())),
            field("checksumProvider", str(f.negotiated().checksumProvider())),
            field("transport", str(f.transport().label())),
            field("tlsVersion", str(f.tls().tlsVersion())),
            field("tlsCipherSuite", str(f.tls().tlsCipherSuite())),
            field("useJceApi", Boolean.toString(f.scenario().jce())),
            field("keySchedule", str(f.keySchedule())),
            field("sdu", Integer.toString(f.negotiated().sdu())),
            field("fetchSize", fetchSize(f.scenario().fetchSize())),
            field("jdk", str(f.environment().jdk())),
            field("aes", str(f.environment().aes())),
            field("shaNi", str(f.environment().shaNi()))) + "}") + ",\n"
        + field("network", network(d.network())) + ",\n"
        + field("profile", profile(d.profile())) + ",\n"
        + field("split", split(d.split())) + ",\n"
        + field("rowsPerSweepFetch", Long.toString(d.part().rows())) + ",\n"
        + field("wallGainScale", num(d.part().scale())) + ",\n"
        + field("poolKnee", d.pool().map(p -> "{" + String.join(", ",
            field("cpus", Integer.toString(p.cpus())), field("cpuSource", str(p.cpuSource())),
            field("connections", num(p.knee()))) + "}").orElse("null")) + ",\n"
        + field("advice", list(Advice.ranked(d.findings(), d.split()).stream().map(DiagnosisJson::finding)
            .toList())) + ",\n"
        + field("adviceWhere", str(d.network().where())) + ",\n"
        + field("findings", list(d.findings().stream().map(DiagnosisJson::finding).toList()))
        + ",\n"
        + field("attribution", d.attribution().map(DiagnosisJson::attribution).orElse("null"))
        + ",\n"
        + field("fetchSizes", list(d.curve().points().entrySet().stream().map(e -> "{"
            + String.join(", ", field("fetchSize", fetchSize(e.getKey())),
                field("wallMs", interval(e.getValue().wallMs())),
                field("allocatedMb", interval(e.getValue().allocatedMb())),
                field("rowsPerRoundTrip", e.getValue().rowsPerRoundTrip().map(DiagnosisJson::num)
                    .orElse("null"))) + "}").toList()))
        + ",\n"
        + field("replay", d.replay().map(r -> "{" + field("shape", str(r.shape().toString()))
            + ", " + field("rtt", str(r.link().rttLabel())) + ", "
            + field("bandwidth", str(r.link().bandwidthLabel())) + ", "
            + field("loopback", attribution(r.loopback())) + "}").orElse("null")) + ",\n"
        + field("flameGraphs", FlameGraphsJson.of(flames)) + ",\n"
        + field("skipped", list(d.skipped().stream().map(DiagnosisJson::str).toList())) + "\n}\n";
  }

  /* A number, or "default" when the driver chooses. */
  private static String fetchSize(int size) {
    return size == FetchSize.DRIVER_CHOOSES ? str(FetchSize.DEFAULT) : Integer.toString(size);
  }

  private static String network(Network n) {
    return "{" + String.join(", ", field("rtt", str(n.link().rttLabel())),
        field("bandwidth", str(n.link().bandwidthLabel())),
        field("rttGiven", Boolean.toString(n.rttGiven())),
        field("measuredRttMs", n.measured().map(m -> num(m.rttMs())).orElse("null")),
        field("fastestPingMs", n.measured().map(m -> num(m.fastestNanos() / 1e6))
            .orElse("null")),
        field("pingCpuMs", n.measured().map(m -> num(m.medianCpuNanos() / 1e6)).orElse("null")),
        field("medianPingMs", n.measured().map(m -> num(m.medianNanos() / 1e6)).orElse("null")),
        field("bandwidthAtLeastBitsPerSecond", n.bandwidthAtLeast().map(Object::toString)
            .orElse("null")),
        field("replayRtt", str(n.replayLink().rttLabel())),
        field("replayBandwidth", str(n.replayLink().bandwidthLabel()))) + "}";
  }

  private static String trips(RoundTripSplit t) {
    return "{" + String.join(", ", field("roundTripsPerFetch", num(t.roundTrips())),
        field("rowsPerRoundTrip", num(t.rowsPerRoundTrip())), field("rttMs", num(t.rttMs())),
        field("roundTripMs", num(t.roundTripMs())),
        field("bytesFromServerPerFetch", num(t.bytesFromServer())),
        field("source", str(t.source()))) + "}";
  }

  private static String profile(WireProfile p) {
    ResultProfile r = p.result();
    return "{" + String.join(", ", field("rows", Long.toString(r.rows())),
        field("columns", Integer.toString(r.columns().size())),
        field("columnTypes", list(r.columns().stream().map(c -> str(c.type())).toList())),
        field("largestLob", Long.toString(r.largestLob())),
        field("stoppedBy", r.stoppedBy().map(DiagnosisJson::str).orElse("null")),
        field("transaction", str(r.transaction())),
        field("nullShare", num(r.nullShare())), field("repeatShare", num(r.repeatShare())),
        field("wire", p.wire().map(DiagnosisJson::counts).orElse("null")),
        field("server", p.server().counts().map(DiagnosisJson::counts).orElse("null")),
        field("dbTimeMs", p.server().dbTimeMicros().map(us -> num(us / 1000)).orElse("null")),
        field("dbCpuMs", p.server().dbCpuMicros().map(us -> num(us / 1000)).orElse("null")),
        field("clientCpuMs", num(p.cpuNanos() / 1e6)),
        field("rowsPerRoundTrip", p.rowsPerRoundTrip().map(DiagnosisJson::num).orElse("null")),
        field("fetchMs", p.nanos() > 0 ? num(p.nanos() / 1e6) : "null")) + "}";
  }

  private static String split(FetchSplit s) {
    return "{" + String.join(", ", field("wallMs", num(s.wallMs())),
        field("clientCpuMs", interval(s.clientCpuMs())),
        field("networkMs", s.networkMs().map(DiagnosisJson::interval).orElse("null")),
        field("serverMs", s.serverMs().map(DiagnosisJson::interval).orElse("null")),
        field("restMs", interval(s.restMs())), field("roundTrips", Long.toString(s.roundTrips())),
        field("addsUp", Boolean.toString(s.addsUp())),
        field("serverBound", Boolean.toString(s.serverBound()))) + "}";
  }

  private static String counts(WireTally.Counts c) {
    return "{" + String.join(", ", field("bytesFromServer", Long.toString(c.bytesFromServer())),
        field("bytesFromClient", Long.toString(c.bytesFromClient())),
        field("roundTrips", Long.toString(c.roundTrips()))) + "}";
  }

  private static String finding(Finding f) {
    return "{" + String.join(", ", field("setting", str(f.candidate().text())),
        field("property", str(f.candidate().property())),
        field("verdict", str(f.verdict().name())), field("speedup", interval(f.speedup())),
        field("cpuSpeedup", interval(f.cpuSpeedup())),
        field("wallGainMs", interval(f.wallGainMs())), field("unsteady", str(f.unsteady())))
        + "}";
  }

  private static String attribution(Attribution a) {
    return "{" + String.join(", ", field("wallMs", interval(a.wallMs())),
        field("cpuMs", interval(a.cpuMs())),
        field("cryptoMs", a.cryptoMs().map(DiagnosisJson::interval).orElse("null")),
        field("decodeMs", a.decodeMs().map(DiagnosisJson::interval).orElse("null")),
        field("waitMs", interval(a.waitMs())),
        field("roundTrips", a.trips().map(DiagnosisJson::trips).orElse("null"))) + "}";
  }

  private static String interval(Interval i) {
    return "{" + String.join(", ", field("estimate", num(i.estimate())),
        field("low", num(i.low())), field("high", num(i.high()))) + "}";
  }

  static String list(List<String> items) {
    return items.stream().collect(Collectors.joining(", ", "[", "]"));
  }

  static String field(String name, String json) {
    return str(name) + ": " + json;
  }

  static String num(double v) {
    return Double.isFinite(v) ? String.format(Locale.ROOT, "%.6g", v) : "null";
  }

  static String str(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      switch (c) {
        case '"' -> b.append("\\\"");
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        case '\r' -> b.append("\\r");
        case '\t' -> b.append("\\t");
        default -> b.append(c < 0x20 ? String.format("\\u%04x", (int) c) : String.valueOf(c));
      }
    }
    return b.append('"').toString();
  }
}
