package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Counterpart;
import dev.nnebench.cell.Terms;

/**
 * The two sides of a gate within one run ({@code bench --gate-reference R --gate-candidate C}):
 * what the candidate changes (a driver version, a property set, a calibration) and what the
 * reference runs instead. The candidate's settings become the trial's own cell and the
 * reference's its counterpart, so both are fetched interleaved in one JVM and the answer is
 * their ratio. An axis one side names and the other does not runs at its default there.
 *
 * @param reference the reference's settings, e.g. {@code driver=19}
 * @param candidate the candidate's settings, e.g. {@code driver=23}
 */
public record GateSides(Cell reference, Cell candidate) {
  private static final String EXAMPLE = "driver=23/jce=false";

  public GateSides {
    for (Cell side : new Cell[] {reference, candidate}) {
      if (side.has(Axes.COUNTERPART)) {
        throw new IllegalArgumentException("a gate side cannot name a counterpart: the"
            + " reference is the candidate's counterpart; write e.g. --gate-reference driver=19"
            + " --gate-candidate driver=23");
      }
    }
    reference = completed(reference, candidate);
    candidate = completed(candidate, reference);
  }

  /** Parses both sides, each as {@code NAME=VALUE} terms joined by {@code /}. */
  public static GateSides parse(String reference, String candidate) {
    return new GateSides(side("--gate-reference", reference), side("--gate-candidate",
        candidate));
  }

  private static Cell side(String option, String text) {
    return Terms.parse(text, "/", option + " '" + text + "'", EXAMPLE);
  }

  /* {@code side} naming every axis {@code other} names, at its default where it named none. */
  private static Cell completed(Cell side, Cell other) {
    Cell out = side;
    for (Axis<?> axis : other.axes()) {
      if (!out.has(axis)) {
        out = out.withText(axis, axis.defaultText());
      }
    }
    return out;
  }

  /** The reference as the candidate's counterpart. */
  public Counterpart counterpart() {
    return new Counterpart(reference);
  }

  /** {@code driver=19 vs driver=23}: what a gate report says it held against what. */
  public String label() {
    return "reference " + reference.joined("/") + ", candidate " + candidate.joined("/");
  }
}
