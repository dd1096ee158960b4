package dev.nnebench.report.question.pool;

import dev.nnebench.report.figure.Measured;
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
        "MVA fetches/s", "bound min(P/(S+Z_h), K/S)", "measured / MVA", "hold ms",
        "server CPU ms (S)", "in line ms", "outside the CPUs ms (Z_h)"), 0);
    for (PoolModel.Point p : model.points()) {
      table.row(List.of(Integer.toString(p.poolSize()), p.measured().plain(),
          Measured.number(p.mva()), Measured.number(p.bound()),
          String.format(java.util.Locale.ROOT, "%.3f", p.ratio()), p.hold().hold().plain(),
          Measured.number(p.hold().serverCpu().value()),
          Measured.number(p.hold().serverQueue().value()),
          Measured.number(p.hold().outsideCpus())));
    }
    double worst = model.disagreement();
    List<String> lines = new ArrayList<>(List.of("", "Model check, " + model.curve().label() + ", "
        + model.curve().threads() + " threads (closed loop, no think time; S and Z_h measured at each pool size, MVA predicts the"
        + " line for the CPUs):", ""));
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
