package dev.nnebench.wire.ttc;

import java.util.Locale;

/** Oracle errors the double raises, worded as Oracle words them. */
public enum OraError {
  INVALID_SQL(900, "invalid SQL statement"),
  INVALID_DATATYPE(902, "invalid datatype"),
  INVALID_IDENTIFIER(904, "invalid identifier"),
  AMBIGUOUS_COLUMN(918, "column ambiguously defined"),
  TABLE_NOT_FOUND(942, "table or view does not exist"),
  MAXIMUM_OPEN_CURSORS(1000, "maximum open cursors exceeded"),
  INVALID_CURSOR(1001, "invalid cursor"),
  FETCH_OUT_OF_SEQUENCE(1002, "fetch out of sequence"),
  USER_CANCELLED(1013, "user requested cancel of current operation"),
  INVALID_LOGON(1017, "invalid credential or not authorized; logon denied"),
  NO_DATA_FOUND(1403, "no data found"),
  INVALID_NUMBER(1722, "invalid number"),
  INVALID_USERENV_PARAMETER(2003, "invalid USERENV parameter"),
  LOB_AMOUNT_OUT_OF_RANGE(21560, "argument 2 is null, invalid, or out of range"),
  LOB_OFFSET_OUT_OF_RANGE(21560, "argument 3 is null, invalid, or out of range"),
  INVALID_LOB_LOCATOR(22275, "invalid LOB locator specified"),
  LOB_ROW_NOT_LOCKED(22920, "row containing the LOB value is not locked"),
  INVALID_ALTER_SESSION_OPTION(2248, "invalid option for ALTER SESSION"),
  NO_MATCHING_AUTHENTICATION_PROTOCOL(28040,
      "The database does not accept your client's authentication protocol; login denied."),
  UNKNOWN_SERVICE(12514,
      "TNS:listener does not currently know of service requested in connect descriptor"),
  NO_HANDLER(12516, "TNS:listener could not find available handler with matching protocol stack"),
  CHECKSUM_MISMATCH(12599, "TNS:cryptographic checksum mismatch"),
  NO_COMMON_ALGORITHM(12650, "No common encryption or data integrity algorithm"),
  INCOMPATIBLE_PARAMETERS(12660,
      "Encryption or crypto-checksumming parameters incompatible");

  private final int code;
  private final String text;

  OraError(int code, String text) {
    this.code = code;
    this.text = text;
  }

  public int code() {
    return code;
  }

  /** The message as the server sends it, e.g. {@code ORA-01403: no data found\n}. */
  public String message() {
    // Oracle ends the text with a bare newline whatever the platform.
    return String.format(Locale.ROOT, "ORA-%05d: %s", code, text) + "\n";
  }
}
