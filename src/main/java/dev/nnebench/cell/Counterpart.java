package dev.nnebench.cell;

/**
 * The other side of a paired measurement: the axes whose values differ from the trial's own,
 * written {@code encryption=NONE/checksum=NONE}, {@code jce=true} or {@code fetchSize=1000}. A
 * paired trial fetches its own cell and the counterpart's interleaved, chunk by chunk, on one
 * JVM, so the machine's drift and the fork's JIT state hit both sides alike and cancel in their
 * ratio. The empty text (or {@value #UNPAIRED}) means no counterpart.
 *
 * @param changes the axes the other side sets, as a cell of only those
 */
public record Counterpart(Cell changes) {
  public static final Counterpart NONE = new Counterpart(Cell.EMPTY);
  /** How a preset lists "no counterpart" among counterparts (an empty list item is no item). */
  public static final String UNPAIRED = "none";
  /* Not ',' (a preset list), ';' or '&' (a skip rule): '/' reads as "and" in a preset line. */
  private static final String SEPARATOR = "/";

  /** Parses the text form ({@code none} or empty: unpaired); a malformed part is refused. */
  public static Counterpart parse(String text) {
    if (text.trim().equalsIgnoreCase(UNPAIRED)) {
      return NONE;
    }
    return new Counterpart(Terms.parse(text, SEPARATOR, "counterpart '" + text + "'",
        "encryption=NONE/checksum=NONE"));
  }

  public boolean isNone() {
    return changes.isEmpty();
  }

  /** {@code cell} with this counterpart's changes applied. */
  public Cell applyTo(Cell cell) {
    return cell.withAll(changes);
  }

  /** Whether applying it to {@code cell} changes nothing (a pair of a cell with itself). */
  public boolean changesNothing(Cell cell) {
    return cell.holds(changes);
  }

  /** The text form. */
  public String text() {
    return changes.joined(SEPARATOR);
  }
}
