package dev.nnebench.run;

import java.time.Duration;
import java.util.Locale;

/** Trials finished and left, shared by every leg of one run so progress counts down once. */
final class Countdown {
  private int total;
  private final Duration perTrial;
  private int done;
  private String leg = "";

  Countdown(TrialPlan plan) {
    this.total = plan.trials();
    this.perTrial = plan.trials() == 0 ? Duration.ZERO : plan.estimate().dividedBy(plan.trials());
  }

  /** One more trial than planned (a rerun). */
  void addOne() {
    total++;
  }

  void startLeg(String name) {
    leg = "[" + name + "]";
  }

  String leg() {
    return leg;
  }

  int done() {
    return done;
  }

  /** Counts one finished trial and says where the run stands, e.g. {@code (3/40, 37 left, ~2m05s)}. */
  String finishOne() {
    done++;
    int left = Math.max(0, total - done);
    Duration eta = perTrial.multipliedBy(left);
    return String.format(Locale.ROOT, "(%d/%d, %d left, ~%dm%02ds)",
        done, total, left, eta.toMinutes(), eta.toSecondsPart());
  }
}
