package dev.nnebench.scenario;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The other side of a paired measurement: the scenario values that differ from the trial's own,
 * written {@code encryption=NONE/checksum=NONE}, {@code jce=true} or {@code fetchSize=1000}. A
 * paired trial fetches its own scenario and the counterpart's interleaved, chunk by chunk, on one
 * JVM, so the machine's drift and the fork's JIT state hit both sides alike and cancel in their
 * ratio. The empty text means no counterpart.
 */
public record Counterpart(Map<String, String> changes) {
  public static final Counterpart NONE = new Counterpart(Map.of());
  /** How a preset lists "no counterpart" among counterparts (an empty list item is no item). */
  public static final String UNPAIRED = "none";
  /* Not ',' (a preset list), ';' or '&' (a skip rule): '/' reads as "and" in a preset line. */
  private static final String SEPARATOR = "/";

  public Counterpart {
    changes = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(changes));
  }

  /** Parses the text form ({@code none} or empty: unpaired); a malformed part is refused. */
  public static Counterpart parse(String text) {
    if (text.trim().equalsIgnoreCase(UNPAIRED)) {
      return NONE;
    }
    return new Counterpart(Assignments.parse(text, SEPARATOR, "counterpart '" + text + "'",
        "encryption=NONE/checksum=NONE"));
  }

  public boolean isNone() {
    return changes.isEmpty();
  }

  /** {@code values} with this counterpart's changes applied. */
  public Map<String, String> applyTo(Map<String, String> values) {
    Map<String, String> out = new LinkedHashMap<>(values);
    out.putAll(changes);
    return out;
  }

  /** Whether applying it to {@code values} changes nothing (a pair of a cell with itself). */
  public boolean changesNothing(Map<String, String> values) {
    return Assignments.holdIn(changes, values);
  }

  /** The text form. */
  public String text() {
    return Assignments.text(changes, SEPARATOR);
  }
}
