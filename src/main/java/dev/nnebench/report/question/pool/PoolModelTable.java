package dev.nnebench.report.question.pool;

import dev.nnebench.report.figure.Measured;
import dev.nnebench.report.figure.PoolHold;
import dev.nnebench.report.figure.PoolModel;
import dev.nnebench.report.markdown.MarkdownTable;
import java.util.ArrayList;
import java.util.List;

/**
 * The model check of a curve run against a server MODEL: per pool size, the measured fetches/s
 * beside exact MVA's and the asymptotic bound's for the same K, S and Z_h, and how far apart;
 * then whether every pool size lies within {@link PoolModel#AGREEMENT} of MVA.
 */
final class PoolModelTable {
  private PoolModelTable() {}

  static List<String> lines(PoolModel model) {
    MarkdownTable table = MarkdownTable.of(List.of("poolSize", "measured fetches/s",
        "MVA fetches/s", "bound min(P/(S+Z), K/S)", "measured / MVA", "server CPU ms (S)",
        "in line ms", "held outside the CPUs ms", "hand-off ms", "Z ms"), 0);
    for (PoolModel.Point p : model.points()) {
      PoolHold h = p.hold();
      table.row(List.of(Integer.toString(p.poolSize()), p.measured().plain(),
          Measured.number(p.mva()), Measured.number(p.bound()),
          String.format(java.util.Locale.ROOT, "%.3f", p.ratio()),
          Measured.number(h.serverCpu().value()), Measured.number(h.serverQueue().value()),
          Measured.number(h.heldOutsideCpus()), Measured.number(h.handOff()),
          Measured.number(h.outsideCpus())));
    }
    double worst = model.disagreement();
    List<String> lines = new ArrayList<>(List.of("", "Model check, " + model.curve().label() + ", "
        + model.curve().threads() + " threads (closed loop, no think time; S, the time held"
        + " outside the CPUs and the hand-off measured at each pool size; Z = the last two; MVA"
        + " predicts the time in line for the CPUs, and from it the fetches/s):", ""));
    lines.addAll(table.lines());
    lines.add("");
    lines.add((worst <= PoolModel.AGREEMENT ? "Agreement: every pool size within " : "⚠ Agreement:"
        + " a pool size off by ") + PoolKnee.pct(worst) + " of MVA (asked: within "
        + PoolKnee.pct(PoolModel.AGREEMENT) + ")" + model.knee().map(k -> "; knee "
        + Measured.number(k) + ", recommended poolSize " + model.curve().recommended()
        .orElseThrow().poolSize() + (model.recommendedAtKnee() ? ", within one connection or "
        + PoolKnee.pct(PoolModel.KNEE_SLACK) + " of it." : ", ⚠ further than one connection or "
        + PoolKnee.pct(PoolModel.KNEE_SLACK) + " from it.")).orElse("."));
    lines.add("");
    return lines;
  }
}
