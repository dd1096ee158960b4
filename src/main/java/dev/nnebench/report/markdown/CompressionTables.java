package dev.nnebench.report.markdown;

import dev.nnebench.cell.Axes;
import dev.nnebench.report.answer.Answer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The compression answers as tables: ratios with a row per protection and a column per link, one
 * table per data shape; the slowest link's wall times ranked; the crossover bandwidths; and the
 * Summary's line.
 */
public final class CompressionTables {
  private CompressionTables() {}

  /** Ratio tables, one per shape: protection by link. */
  public static List<String> byShape(List<Answer> answers) {
    List<String> lines = new ArrayList<>();
    grouped(answers, CompressionTables::shape).forEach((shape, rows) -> {
      lines.addAll(List.of("_" + shape + "_", ""));
      lines.addAll(MarkdownTable.pivot("protection", 1, rows, Answer::crypto,
          CompressionTables::link, Answer::shown).lines());
      lines.add("");
    });
    return lines;
  }

  /** Wall s/GB of each protection with and without compression, fastest first, per shape+RTT. */
  public static List<String> ranked(List<Answer> answers) {
    List<String> lines = new ArrayList<>();
    grouped(answers, a -> shape(a) + ", " + link(a)).forEach((group, rows) -> {
      lines.addAll(List.of("_" + group + "_", ""));
      MarkdownTable table = MarkdownTable.of(List.of("protection, compression", "wall s/GB"), 1);
      List<Answer> sorted = rows.stream()
          .sorted(Comparator.comparingDouble(a -> a.value().value())).toList();
      for (int i = 0; i < sorted.size(); i++) {
        String label = sorted.get(i).label();
        table.row(List.of(i == 0 ? "**" + label + "**" : label, sorted.get(i).shown()));
      }
      lines.addAll(table.lines());
      lines.add("");
    });
    return lines;
  }

  /** The crossover bandwidth of each shape and protection. */
  public static List<String> crossoverRows(List<Answer> answers) {
    if (answers.isEmpty()) {
      return List.of();
    }
    List<String> lines = new ArrayList<>(MarkdownTable.pivot("protection", 1, answers,
        Answer::crypto, CompressionTables::shape, Answer::shown).lines());
    lines.add("");
    return lines;
  }

  /**
   * The Summary's line: the told-apart answer on the slowest capped link with the largest gain,
   * and what NNE encryption leaves of it on the same link and data.
   */
  public static List<String> summary(List<Answer> answers) {
    Optional<Answer> best = answers.stream()
        .filter(a -> a.toldApart() && a.find(Axes.BANDWIDTH).isPresent())
        .min(Comparator.comparing((Answer a) -> a.find(Axes.BANDWIDTH).orElseThrow())
            .thenComparingDouble(a -> a.value().value()));
    return best.map(a -> List.of("- **Compression on a slow link**: over " + link(a) + ", "
        + "`oracle.net.networkCompression=on` makes the wait for " + shape(a) + " **"
        + a.shown() + "** that of none (" + a.crypto() + ")" + underNne(answers, a) + "."))
        .orElse(List.of());
  }

  private static String underNne(List<Answer> answers, Answer best) {
    return answers.stream().filter(a -> a.crypto().startsWith("AES") && link(a).equals(link(best))
        && shape(a).equals(shape(best))).findFirst()
        .map(a -> "; under NNE " + a.crypto() + " " + a.shown()).orElse("");
  }

  private static String shape(Answer a) {
    return a.text(Axes.SHAPE);
  }

  /** The link of an answer: bandwidth and RTT, or no link. */
  static String link(Answer a) {
    String bandwidth = a.text(Axes.BANDWIDTH);
    String rtt = a.text(Axes.RTT);
    if (bandwidth.isEmpty() && (rtt.isEmpty() || rtt.equals("0"))) {
      return "no link";
    }
    return (bandwidth.isEmpty() ? "unlimited" : bandwidth) + " at RTT " + (rtt.isEmpty() ? "0"
        : rtt);
  }

  private static Map<String, List<Answer>> grouped(List<Answer> answers,
      Function<Answer, String> key) {
    Map<String, List<Answer>> groups = new LinkedHashMap<>();
    answers.forEach(a -> groups.computeIfAbsent(key.apply(a), k -> new ArrayList<>()).add(a));
    return groups;
  }
}
