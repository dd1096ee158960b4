package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Counterpart;
import dev.nnebench.cell.Terms;
import java.util.Arrays;
import java.util.List;

/**
 * The two sides of a gate within one run ({@code bench --gate-reference R --gate-candidate C}):
 * what the candidate changes (a driver version, a property set, a calibration) and what the
 * reference runs instead. The candidate's settings become the trial's own cell and the
 * reference's its counterpart, so both are fetched interleaved in one JVM and the answer is
 * their ratio. An axis one side names and the other does not runs at its default there.
 *
 * <p>Two JDKs ({@code jdk=17} against {@code jdk=25}) cannot share one JVM: such sides run as
 * forks that alternate between the JDKs ({@link ForkPairs}), each fork a side's cell unpaired.
 * A side that names no JDK runs on the running one.
 *
 * @param reference the reference's settings, e.g. {@code driver=19}
 * @param candidate the candidate's settings, e.g. {@code driver=23}
 * @param referenceJdk the JDK the reference's forks run on
 * @param candidateJdk the JDK the candidate's forks run on
 */
public record GateSides(Cell reference, Cell candidate, Jdk referenceJdk, Jdk candidateJdk) {
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

  /** Both sides on the running JDK. */
  public GateSides(Cell reference, Cell candidate) {
    this(reference, candidate, Jdk.running(), Jdk.running());
  }

  /**
   * Parses both sides, each as {@code NAME=VALUE} terms joined by {@code /}, {@code jdk=N}
   * among them for the JDK the side runs on.
   */
  public static GateSides parse(String reference, String candidate) {
    return new GateSides(side("--gate-reference", reference), side("--gate-candidate",
        candidate), jdk("--gate-reference", reference), jdk("--gate-candidate", candidate));
  }

  /** Whether the sides run on two JDKs, and so as alternating forks. */
  public boolean acrossJdks() {
    return !referenceJdk.same(candidateJdk);
  }

  private static Cell side(String option, String text) {
    return Terms.parse(String.join("/", settings(text, false)), "/", option + " '" + text + "'",
        EXAMPLE);
  }

  private static Jdk jdk(String option, String text) {
    List<String> named = settings(text, true);
    if (named.size() > 1) {
      throw new IllegalArgumentException(option + " '" + text + "' names two JDKs; name one,"
          + " e.g. " + option + " jdk=17");
    }
    try {
      return named.isEmpty() ? Jdk.running()
          : Jdk.find(named.get(0).substring(named.get(0).indexOf('=') + 1).trim());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(option + " '" + text + "': " + e.getMessage(), e);
    }
  }

  /* The side's jdk= terms, or the others. */
  private static List<String> settings(String text, boolean jdk) {
    return Arrays.stream(text.split("/"))
        .filter(t -> t.trim().startsWith(Jdk.AXIS + "=") == jdk).toList();
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
    return "reference " + named(reference, referenceJdk) + ", candidate "
        + named(candidate, candidateJdk);
  }

  /* The settings, with the JDK where the sides run on two. */
  private String named(Cell side, Jdk jdk) {
    String settings = side.joined("/");
    if (!acrossJdks()) {
      return settings;
    }
    return settings.isEmpty() ? jdk.term() : jdk.term() + "/" + settings;
  }
}
