package dev.nnebench.scenario;

/** How the fetch reads each cell, the way an application would. ID is read the same way. */
public enum ReadStyle {
  /** {@code ResultSet.getString}: the driver decodes characters into a String. */
  GET_STRING("getString"),
  /** {@code ResultSet.getBytes}: the column's raw bytes, no character decoding. */
  GET_BYTES("getBytes"),
  /**
   * Each column's natural getter, as pgjdbc's result-set benchmark sweeps them: a typed shape's
   * CLOB and BLOB through {@code Clob.getCharacterStream} and {@code Blob.getBinaryStream} (its
   * other types are read by their natural getters in every style); VARCHAR2 through getString.
   */
  TYPED("typed"),
  /**
   * {@code ResultSet.getObject(int)} on every cell, as generic code reads rows: whatever the
   * driver hands back (BigDecimal, Timestamp, its own TIMESTAMP classes, Clob and Blob read
   * through their streams), verified like the others.
   */
  GET_OBJECT("getObject");

  private final String label;

  ReadStyle(String label) {
    this.label = label;
  }

  /** The method name, as used on the command line. */
  public String label() {
    return label;
  }

  /** Parses a label ({@code getString}, ...) or a constant name, case-insensitively. */
  public static ReadStyle parse(String text) {
    String t = text.trim();
    for (ReadStyle r : values()) {
      if (r.label.equalsIgnoreCase(t) || r.name().equalsIgnoreCase(t)) {
        return r;
      }
    }
    throw new IllegalArgumentException("unknown read style '" + text + "'; use getString, getBytes, getObject or typed");
  }

  @Override
  public String toString() {
    return label;
  }
}
