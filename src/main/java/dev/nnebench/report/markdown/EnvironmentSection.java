package dev.nnebench.report.markdown;

import dev.nnebench.cell.Facts;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Where the numbers come from: machine, JVMs per leg, target and the NNE key schedule it ran,
 * JMH forks and threads.
 */
public final class EnvironmentSection {
  /** The column where connecting trials record the key schedule the target ran. */

  private EnvironmentSection() {}

  public static List<String> section(List<Trial> trials) {
    List<String> lines = new ArrayList<>(List.of("## Environment", ""));
    if (trials.isEmpty()) {
      lines.add("_No trials._");
      return lines;
    }
    Trial first = trials.get(0);
    lines.add("- CPU: " + first.get(Trial.CPU_MODEL) + ", " + first.get(Trial.CPUS)
        + " CPUs visible; crypto flags: " + first.get(Trial.CPU_FLAGS));
    distinct(trials, Trial.TARGET).forEach(v -> lines.add("- Target: " + v));
    keySchedule(trials).ifPresent(lines::add);
    serverModels(trials).ifPresent(lines::add);
    Set<String> jvms = new LinkedHashSet<>();
    trials.forEach(t -> jvms.add("- JVM (" + t.leg() + "): " + t.get(Trial.VM) + ", JDK "
        + t.get(Trial.JDK) + ", args `" + jvmFlags(t.get(Trial.JVM_ARGS)) + "`"));
    lines.addAll(jvms);
    lines.add("- JMH: forks " + String.join("/", distinct(trials, Trial.FORKS)) + ", threads "
        + String.join("/", distinct(trials, Trial.THREADS)) + "; error bars are 99.9 %"
        + " confidence half-widths");
    lines.add("");
    return lines;
  }

  /* Our own -Dnnebench.* settings (target URL, sidecar paths) are in results.csv; here only the
   * flags that change how the JVM runs. Arguments are joined by spaces in the row, so a word
   * that does not start with '-' continues the value before it. */
  static String jvmFlags(String args) {
    List<String> kept = new ArrayList<>();
    boolean dropping = false;
    for (String word : args.split(" ")) {
      if (word.startsWith("-")) {
        dropping = word.startsWith("-Dnnebench.");
      }
      if (!dropping) {
        kept.add(word);
      }
    }
    return String.join(" ", kept);
  }

  /* Per packet both schedules do the same work; the line says which one the keys came from. */
  static Optional<String> keySchedule(List<Trial> trials) {
    List<String> used = trials.stream().map(t -> t.observed().text(Facts.KEY_SCHEDULE))
        .filter(v -> v != null && !v.isEmpty()).distinct().toList();
    if (used.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of("- NNE key schedule: " + String.join("/", used)
        + " (updated: the July 2021+ derivation of patched and 23ai servers; legacy: the one before;"
        + " per packet both cost the same)");
  }

  /* A model's figures are a model's: the line says so wherever the rows ran behind one. */
  static Optional<String> serverModels(List<Trial> trials) {
    List<String> models = trials.stream().map(t -> t.observed().text(Facts.SERVER_MODEL))
        .filter(v -> v != null && !v.isEmpty() && !v.equals("none")).distinct().toList();
    if (models.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of("- Server: a MODEL behind the loopback double (" + String.join("; ", models)
        + "): server time and CPUs are the model's charges, not a database's (docs/double.md)");
  }

  private static List<String> distinct(List<Trial> trials, String column) {
    return trials.stream().map(t -> t.get(column)).distinct().toList();
  }
}
