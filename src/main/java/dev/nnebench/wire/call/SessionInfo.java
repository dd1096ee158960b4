package dev.nnebench.wire.call;

/**
 * What a call handler may need to know about its session.
 *
 * @param user the logged-in user
 * @param serviceName the service the client connected to
 * @param encryption the negotiated encryption in the driver's vocabulary (e.g. AES256), or null
 * @param checksum the negotiated checksum (e.g. SHA512), or null
 * @param ttcFieldVersion the negotiated TTC field version, which selects message layouts
 * @param duplicateColumnCompression whether rows may omit values repeated from the previous row
 * @param lengthPrefixedText whether the client sends character fields (SQL text, names) as TTC
 *     byte strings with a length prefix (python-oracledb, go-ora) rather than raw (ojdbc); its
 *     data-type negotiation says which
 * @param tls what TLS negotiated on a TCPS connection; null on plain TCP
 * @param universalScale whether the client reads SB1 fields of the describe info (NUMBER and
 *     TIMESTAMP scales) as universal integers (ojdbc, go-ora) rather than one raw byte (python-
 *     oracledb and node-oracledb ask for that in their data-type negotiation)
 */
public record SessionInfo(
    String user,
    String serviceName,
    String encryption,
    String checksum,
    int ttcFieldVersion,
    boolean duplicateColumnCompression,
    boolean lengthPrefixedText,
    TlsParameters tls,
    boolean universalScale) {

  /** A session whose client reads scales as universal integers, as ojdbc does. */
  public SessionInfo(String user, String serviceName, String encryption, String checksum,
      int ttcFieldVersion, boolean duplicateColumnCompression, boolean lengthPrefixedText,
      TlsParameters tls) {
    this(user, serviceName, encryption, checksum, ttcFieldVersion, duplicateColumnCompression,
        lengthPrefixedText, tls, true);
  }

  /** A session over plain TCP. */
  public SessionInfo(String user, String serviceName, String encryption, String checksum,
      int ttcFieldVersion, boolean duplicateColumnCompression, boolean lengthPrefixedText) {
    this(user, serviceName, encryption, checksum, ttcFieldVersion, duplicateColumnCompression,
        lengthPrefixedText, null);
  }

  /** A session whose client sends character fields raw, as ojdbc does. */
  public SessionInfo(String user, String serviceName, String encryption, String checksum,
      int ttcFieldVersion, boolean duplicateColumnCompression) {
    this(user, serviceName, encryption, checksum, ttcFieldVersion, duplicateColumnCompression,
        false);
  }
}
