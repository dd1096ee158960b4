package dev.nnebench.wire.query;

/**
 * One column of a result set as the describe info announces it.
 *
 * @param name the column name, upper case as Oracle reports it
 * @param type NUMBER or VARCHAR2
 * @param width the buffer size in bytes: 22 for NUMBER, the declared width for VARCHAR2
 */
public record Column(String name, Type type, int width) {
  /** Largest NUMBER image in bytes, announced as NUMBER's buffer size. */
  public static final int NUMBER_BUFFER_SIZE = 22;

  /** The Oracle types the double serves, with their external type numbers. */
  public enum Type {
    VARCHAR2(1),
    NUMBER(2);

    private final int oracleTypeNumber;

    Type(int oracleTypeNumber) {
      this.oracleTypeNumber = oracleTypeNumber;
    }

    public int oracleTypeNumber() {
      return oracleTypeNumber;
    }
  }

  public static Column number(String name) {
    return new Column(name, Type.NUMBER, NUMBER_BUFFER_SIZE);
  }

  public static Column varchar2(String name, int width) {
    return new Column(name, Type.VARCHAR2, width);
  }
}
