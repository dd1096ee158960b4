package dev.nnebench.scenario;

/** How the fetch reads each cell, the way an application would. ID is read the same way. */
public enum ReadStyle {
  /** {@code ResultSet.getString}: the driver decodes characters into a String. */
  GET_STRING("getString"),
  /** {@code ResultSet.getBytes}: the column's raw bytes, no character decoding. */
  GET_BYTES("getBytes");

  private final String label;

  ReadStyle(String label) {
    this.label = label;
  }

  /** The method name, as used on the command line. */
  public String label() {
    return label;
  }

  /** Parses {@code getString}/{@code getBytes} or a constant name, case-insensitively. */
  public static ReadStyle parse(String text) {
    String t = text.trim();
    for (ReadStyle r : values()) {
      if (r.label.equalsIgnoreCase(t) || r.name().equalsIgnoreCase(t)) {
        return r;
      }
    }
    throw new IllegalArgumentException("unknown read style '" + text + "'; use getString or getBytes");
  }

  @Override
  public String toString() {
    return label;
  }
}
