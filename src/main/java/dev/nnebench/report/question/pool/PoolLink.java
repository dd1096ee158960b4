package dev.nnebench.report.question.pool;

import dev.nnebench.report.figure.Measured;
import dev.nnebench.report.figure.PoolCurve;
import dev.nnebench.report.figure.PoolFigures;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The pool section's lines about an emulated link: what a link changes, how it moved the
 * recommended pool against the same crypto setting without one, and the cells that ran faster
 * than their connections can at one round trip each (the link did not hold).
 */
final class PoolLink {
  /** What a link changes, said in every run's method text: the pool preset runs one. */
  static final String WHAT_IT_CHANGES = "Over an emulated link (`rtt`, `bandwidth`) a fetch holds"
      + " its connection for at least one round trip in which neither end works, so a pool hides"
      + " round trips: fetches/s keeps rising with the pool until the connections in flight cover"
      + " fetches/s x (RTT + a fetch's own time), Little's law, so over a link the recommended"
      + " pool grows with the RTT.";

  /* Fetches/s above the link's bound by more than this are not its scatter. */
  private static final double LINK_SLACK = 1.1;

  private PoolLink() {}

  /* Per curve over a link, what the link did to the pool the same crypto setting needs without. */
  static List<String> effect(List<PoolCurve> widest) {
    List<String> lines = new ArrayList<>();
    for (PoolCurve linked : widest) {
      Optional<PoolCurve> bare = widest.stream().filter(c -> c.link().isEmpty()
          && c.crypto().equals(linked.crypto()) && c.server().equals(linked.server())
          && c.threads() == linked.threads()).findFirst();
      if (linked.link().isEmpty() || bare.isEmpty() || linked.recommended().isEmpty()
          || bare.get().recommended().isEmpty()) {
        continue;
      }
      PoolCurve.Point over = linked.recommended().get();
      PoolCurve.Point without = bare.get().recommended().get();
      lines.add("- The " + linked.link() + " link, " + linked.crypto() + ", " + linked.threads()
          + " threads: recommended poolSize " + over.poolSize() + " (" + over.throughput()
          .with("fetches/s") + ") against " + without.poolSize() + " without the link ("
          + without.throughput().with("fetches/s") + ").");
    }
    return lines;
  }

  /* Cells over a link faster than their connections could be at one round trip per fetch: the
   * relay delivered sooner than asked, and the cell measured a shorter link. */
  static List<String> notHeld(List<PoolCurve> curves) {
    List<String> lines = new ArrayList<>();
    for (PoolCurve c : curves) {
      for (PoolCurve.Point p : c.points()) {
        Measured bound = PoolFigures.LINK_BOUND.of(p.trial());
        if (bound.value() > 0 && p.throughput().value() > bound.value() * LINK_SLACK) {
          lines.add("- ⚠ " + c.label() + ", " + c.threads() + " threads, poolSize "
              + p.poolSize() + ": " + p.throughput().with("fetches/s") + ", more than "
              + p.poolSize() + " connections can fetch at one round trip of the RTT asked each ("
              + bound.plain() + "): the link did not hold under this machine's load (its relay"
              + " delivered sooner than the RTT asked), so this cell ran over a shorter link;"
              + " rerun on a quieter machine or with a longer `rtt`.");
        }
      }
    }
    return lines;
  }
}
