package dev.nnebench.report.compare;

import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.report.markdown.MarkdownTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * A {@link RunComparison} as console text: a markdown table padded to fixed width (one row per
 * answer asked in both runs), then one line per run for the answers only it holds, then the
 * verdicts counted.
 */
public final class ComparisonTable {
  private static final List<String> HEADER =
      List.of("question", "label", "A", "B", "B/A", "verdict");
  /* Beyond this many, answers only one run holds are counted, not named: the line stays short. */
  private static final int NAMED_AT_MOST = 5;

  private ComparisonTable() {}

  /** The lines for {@code c}, its runs named {@code a} and {@code b} (e.g. their directories). */
  public static List<String> lines(RunComparison c, String a, String b) {
    List<String> out = new ArrayList<>();
    out.add("A: " + a);
    out.add("B: " + b);
    out.add("");
    if (c.both().isEmpty()) {
      out.add("no answer in common: the runs asked different questions"
          + " (another preset, parameters or benchmarks)");
    } else {
      out.addAll(table(c.both()));
    }
    out.add("");
    out.add(onlyIn("A", c.onlyInA()));
    out.add(onlyIn("B", c.onlyInB()));
    out.add(summary(c));
    return out;
  }

  static List<String> table(List<ComparedAnswer> rows) {
    MarkdownTable table = MarkdownTable.of(HEADER, HEADER.size());
    rows.forEach(r -> table.row(row(r)));
    return table.padded();
  }

  private static List<String> row(ComparedAnswer r) {
    String verdict = r.verdict().label() + (r.unsteady() ? " (unsteady)" : "");
    return List.of(r.a().question(), r.a().label(), r.a().shown(), r.b().shown(),
        Measured.number(r.ratio()) + "×", verdict);
  }

  static String onlyIn(String run, List<Answer> answers) {
    if (answers.isEmpty()) {
      return "only in " + run + ": none";
    }
    String named = answers.stream().limit(NAMED_AT_MOST).map(h -> h.question() + " " + h.label())
        .collect(Collectors.joining("; "));
    int rest = answers.size() - NAMED_AT_MOST;
    return "only in " + run + " (" + answers.size() + "): " + named
        + (rest > 0 ? "; and " + rest + " more" : "");
  }

  static String summary(RunComparison c) {
    return String.format(Locale.ROOT, "%d answers in both: %d same, %d drift, %d worse, %d"
            + " better, %d n/a (same: the 99.9 %% bars overlap; drift: they do not, but B moved"
            + " by under %s %%, what runs of the same code moved here; worse/better: B's bar lies"
            + " wholly on the costlier/cheaper side of A's, by more; n/a: a run had one"
            + " measurement)",
        c.both().size(), count(c, ComparedAnswer.Verdict.SAME),
        count(c, ComparedAnswer.Verdict.DRIFT), count(c, ComparedAnswer.Verdict.WORSE),
        count(c, ComparedAnswer.Verdict.BETTER), count(c, ComparedAnswer.Verdict.NOT_COMPARABLE),
        percent(c.tolerance()));
  }

  /* 0.05 as "5", 0.025 as "2.5". */
  private static String percent(double fraction) {
    return new java.math.BigDecimal(Double.toString(100 * fraction))
        .round(new java.math.MathContext(3)).stripTrailingZeros().toPlainString();
  }

  private static int count(RunComparison c, ComparedAnswer.Verdict v) {
    return c.with(v).size();
  }
}
