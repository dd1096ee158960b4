package dev.nnebench.diagnose.output;

import dev.nnebench.diagnose.network.FetchSplit;
import dev.nnebench.diagnose.network.Network;
import dev.nnebench.diagnose.profile.InForce;
import dev.nnebench.diagnose.profile.WireProfile;
import dev.nnebench.diagnose.sweep.Attribution;
import dev.nnebench.diagnose.sweep.Finding;
import java.util.ArrayList;
import java.util.List;

/** diagnosis.md, which the console prints too: advice first, then what it rests on. */
public final class DiagnosisText {
  public static final String FILE_NAME = "diagnosis.md";

  private DiagnosisText() {}

  public static List<String> lines(Diagnosis d) {
    List<String> out = new ArrayList<>();
    out.add("# nnebench diagnosis: " + d.what());
    out.addAll(before(d.inForce(), d.network(), d.profile(), d.split()));
    out.addAll(after(d));
    return out;
  }

  /**
   * What is known before the sweep: the settings in force, the network, the profile and where its
   * time went.
   */
  public static List<String> before(InForce inForce, Network network, WireProfile profile,
      FetchSplit split) {
    List<String> out = new ArrayList<>();
    section(out, "In force", code(inForce.lines()));
    section(out, "Network", code(network.lines()));
    section(out, "Profile of one fetch", profile.lines());
    section(out, "Where the profiling fetch's time went", code(split.lines()));
    return out;
  }

  /** What the sweep found: advice, attribution, evidence, what was not measured. */
  public static List<String> after(Diagnosis d) {
    List<String> out = new ArrayList<>();
    List<String> advice = new ArrayList<>(Advice.lines(d.findings(), d.network().where(),
        d.split()));
    if (d.part().partial()) {
      advice.add("(Wall time saved per fetch " + d.part().describe() + "; the ratios, the"
          + " attribution and the fetch-size table are of that part.)");
    }
    section(out, "Advice", advice);
    d.pool().ifPresent(p -> section(out, "Pool size", p.lines()));
    section(out, "Attribution", d.attribution().map(a -> code(a.lines()))
        .orElse(List.of("No paired trial measured: nothing to attribute.")));
    d.replay().ifPresent(r -> section(out, "Replay on the loopback double",
        r.lines(d.attribution())));
    section(out, "Evidence", evidence(d));
    if (!d.skipped().isEmpty()) {
      section(out, "Not measured", d.skipped().stream().map(s -> "- " + s).toList());
    }
    return out;
  }

  private static List<String> evidence(Diagnosis d) {
    List<String> out = new ArrayList<>();
    out.add("Each setting was fetched side by side with the settings in force, interleaved chunk by"
        + " chunk in one JVM; the ratio is the in-force time per fetch over the setting's, per"
        + " iteration, and the wall ms per fetch it saves: medians with their 99.9 % bootstrap"
        + " intervals (above 1, above 0: the setting is faster). The advice ranks by the low end of"
        + " the time saved: on a link with delay, round trips cost there what they cost on that"
        + " network.");
    out.add("");
    out.add("| setting | property | wall time gain | wall ms less per fetch | client CPU gain"
        + " | steady |");
    out.add("|---|---|---:|---:|---:|---|");
    d.findings().forEach(f -> out.add("| " + f.candidate().text() + " | "
        + f.candidate().property() + " | " + f.shown() + " | "
        + Attribution.ms(f.wallGainMs()).replace(" ms", "") + " | "
        + Finding.ratio(f.cpuSpeedup()) + " | "
        + (f.unsteady().isEmpty() ? "yes" : f.unsteady()) + " |"));
    if (!d.curve().table().isEmpty()) {
      out.add("");
      out.addAll(d.curve().table());
    }
    d.chart().ifPresent(c -> out.addAll(List.of("", "![fetch-size curve](" + c + ")")));
    return out;
  }

  private static List<String> code(List<String> lines) {
    List<String> out = new ArrayList<>(List.of("```"));
    out.addAll(lines);
    out.add("```");
    return out;
  }

  private static void section(List<String> out, String title, List<String> body) {
    out.add("");
    out.add("## " + title);
    out.add("");
    out.addAll(body);
  }
}
