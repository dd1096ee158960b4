package dev.nnebench.report.question.pool;

import dev.nnebench.report.figure.Measured;
import dev.nnebench.report.figure.PoolHold;
import dev.nnebench.report.figure.PoolModel;
import dev.nnebench.report.markdown.MarkdownTable;
import dev.nnebench.stats.queueing.Reference;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The model check of a curve run against a server MODEL: per pool size, the measured fetches/s
 * beside the asymptotic bound's and exact MVA's for the same K, S and Z, and how far from each;
 * then whether every pool size lies within {@link PoolModel#AGREEMENT} of the reference the
 * model's service times call for ({@link PoolModel#reference()}), the other's worst beside it.
 */
final class PoolModelTable {
  private PoolModelTable() {}

  static List<String> lines(PoolModel model) {
    MarkdownTable table = MarkdownTable.of(List.of("poolSize", "measured fetches/s",
        "bound min(P/(S+Z), K/S)", "MVA fetches/s", "measured / bound", "measured / MVA",
        "server CPU ms (S)", "in line ms", "held outside the CPUs ms", "hand-off ms", "Z ms"), 0);
    for (PoolModel.Point p : model.points()) {
      PoolHold h = p.hold();
      table.row(List.of(Integer.toString(p.poolSize()), p.measured().plain(),
          Measured.number(p.bound()), Measured.number(p.mva()), ratio(p.boundRatio()),
          ratio(p.mvaRatio()), Measured.number(h.serverCpu().value()),
          Measured.number(h.serverQueue().value()), Measured.number(h.heldOutsideCpus()),
          Measured.number(h.handOff()), Measured.number(h.outsideCpus())));
    }
    List<String> lines = new ArrayList<>(List.of("", "Model check, " + model.curve().label() + ", "
        + model.curve().threads() + " threads (closed loop, no think time; S, the time held"
        + " outside the CPUs and the hand-off measured at each pool size; Z = the last two; the"
        + " bound and MVA predict the time in line for the CPUs, and from it the fetches/s):",
        ""));
    lines.addAll(table.lines());
    lines.add("");
    lines.add(verdict(model));
    lines.add("");
    return lines;
  }

  private static String verdict(PoolModel model) {
    Reference reference = model.reference();
    Reference other = reference == Reference.BOUND ? Reference.MVA : Reference.BOUND;
    double worst = model.disagreement();
    return (worst <= PoolModel.AGREEMENT ? "Agreement: every pool size within "
        : "⚠ Agreement: a pool size off by ") + PoolKnee.pct(worst) + " of " + reference.label()
        + " (asked: within " + PoolKnee.pct(PoolModel.AGREEMENT) + "; " + why(reference)
        + "; against " + other.label() + " the worst is " + PoolKnee.pct(model.disagreement(other))
        + ")"
        + model.knee().map(k -> "; knee " + Measured.number(k) + ", recommended poolSize "
        + model.curve().recommended().orElseThrow().poolSize() + (model.recommendedAtKnee()
        ? ", within one connection or " + PoolKnee.pct(PoolModel.KNEE_SLACK) + " of it."
        : ", ⚠ further than one connection or " + PoolKnee.pct(PoolModel.KNEE_SLACK)
        + " from it.")).orElse(".");
  }

  private static String why(Reference reference) {
    return reference == Reference.BOUND ? "the model's service times are fixed, and a closed"
        + " cycle of fixed times runs on the asymptotes" : "the model's service times are"
        + " exponential, for which MVA is exact";
  }

  private static String ratio(double r) {
    return String.format(Locale.ROOT, "%.3f", r);
  }
}
