package dev.nnebench.diagnose;

import dev.nnebench.link.WireTally;
import dev.nnebench.stats.Interval;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** diagnosis.json: the same findings as diagnosis.md, for scripts. */
public final class DiagnosisJson {
  public static final String FILE_NAME = "diagnosis.json";

  private DiagnosisJson() {}

  public static String of(Diagnosis d) {
    InForce f = d.inForce();
    return "{\n"
        + field("what", str(d.what())) + ",\n"
        + field("inForce", "{" + String.join(", ",
            field("driver", str(f.negotiated().driverVersion())),
            field("encryption", str(f.negotiated().encryption())),
            field("encryptionProvider", str(f.negotiated().encryptionProvider())),
            field("checksum", str(f.negotiated().checksum())),
            field("checksumProvider", str(f.negotiated().checksumProvider())),
            field("useJceApi", Boolean.toString(f.scenario().jce())),
            field("keySchedule", str(f.keySchedule())),
            field("sdu", Integer.toString(f.negotiated().sdu())),
            field("fetchSize", f.scenario().fetchSizeValue()),
            field("jdk", str(f.environment().jdk())),
            field("aes", str(f.environment().aes())),
            field("shaNi", str(f.environment().shaNi()))) + "}") + ",\n"
        + field("profile", profile(d.profile())) + ",\n"
        + field("advice", list(Advice.ranked(d.findings()).stream().map(DiagnosisJson::finding)
            .toList())) + ",\n"
        + field("findings", list(d.findings().stream().map(DiagnosisJson::finding).toList()))
        + ",\n"
        + field("attribution", d.attribution().map(DiagnosisJson::attribution).orElse("null"))
        + ",\n"
        + field("fetchSizes", list(d.curve().points().entrySet().stream().map(e -> "{"
            + String.join(", ", field("fetchSize", e.getKey().toString()),
                field("wallMs", interval(e.getValue().wallMs())),
                field("allocatedMb", interval(e.getValue().allocatedMb()))) + "}").toList()))
        + ",\n"
        + field("replay", d.replay().map(r -> "{" + field("shape", str(r.shape().toString()))
            + ", " + field("loopback", attribution(r.loopback())) + "}").orElse("null")) + ",\n"
        + field("skipped", list(d.skipped().stream().map(DiagnosisJson::str).toList())) + "\n}\n";
  }

  private static String profile(WireProfile p) {
    ResultProfile r = p.result();
    return "{" + String.join(", ", field("rows", Long.toString(r.rows())),
        field("columns", Integer.toString(r.columns().size())),
        field("stoppedBy", r.stoppedBy().map(DiagnosisJson::str).orElse("null")),
        field("transaction", str(r.transaction())),
        field("nullShare", num(r.nullShare())), field("repeatShare", num(r.repeatShare())),
        field("wire", p.wire().map(DiagnosisJson::counts).orElse("null")),
        field("server", p.server().counts().map(DiagnosisJson::counts).orElse("null"))) + "}";
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
        field("cpuSpeedup", interval(f.cpuSpeedup())), field("unsteady", str(f.unsteady()))) + "}";
  }

  private static String attribution(Attribution a) {
    return "{" + String.join(", ", field("wallMs", interval(a.wallMs())),
        field("cpuMs", interval(a.cpuMs())),
        field("cryptoMs", a.cryptoMs().map(DiagnosisJson::interval).orElse("null")),
        field("decodeMs", a.decodeMs().map(DiagnosisJson::interval).orElse("null")),
        field("waitMs", interval(a.waitMs()))) + "}";
  }

  private static String interval(Interval i) {
    return "{" + String.join(", ", field("estimate", num(i.estimate())),
        field("low", num(i.low())), field("high", num(i.high()))) + "}";
  }

  private static String list(List<String> items) {
    return items.stream().collect(Collectors.joining(", ", "[", "]"));
  }

  private static String field(String name, String json) {
    return str(name) + ": " + json;
  }

  private static String num(double v) {
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
