package dev.nnebench.target;

import dev.nnebench.nne.KeySchedule;
import dev.nnebench.nne.NneLevel;

/**
 * How to provide a target.
 *
 * @param kind which target
 * @param url the thin URL (URL target only)
 * @param user the database user
 * @param password the password (URL target: null means ask, see {@link UrlTarget})
 * @param serverLevel the server's NNE level for encryption and checksum (loopback and
 *     container; ACCEPTED lets the client decide, REQUIRED refuses clients without NNE)
 * @param keySchedule the NNE key schedule the loopback double makes drivers use (other targets
 *     decide for themselves: a 23ai server always uses the updated one)
 */
public record TargetOptions(TargetKind kind, String url, String user, String password,
    NneLevel serverLevel, KeySchedule keySchedule) {

  /** Options with the default key schedule. */
  public TargetOptions(TargetKind kind, String url, String user, String password,
      NneLevel serverLevel) {
    this(kind, url, user, password, serverLevel, KeySchedule.DEFAULT);
  }

  /** The same options with another key schedule. */
  public TargetOptions withKeySchedule(KeySchedule schedule) {
    return new TargetOptions(kind, url, user, password, serverLevel, schedule);
  }

  public static final String DEFAULT_USER = "bench";
  public static final String DEFAULT_PASSWORD = "bench";
  public static final String SERVICE = "FREEPDB1";

  /** The loopback double with server level ACCEPTED and the default user. */
  public static TargetOptions loopback() {
    return new TargetOptions(TargetKind.LOOPBACK, null, DEFAULT_USER, DEFAULT_PASSWORD,
        NneLevel.ACCEPTED);
  }

  /** Oracle Free in Docker with server level ACCEPTED and the default user. */
  public static TargetOptions container() {
    return new TargetOptions(TargetKind.CONTAINER, null, DEFAULT_USER, DEFAULT_PASSWORD,
        NneLevel.ACCEPTED);
  }

  /** A given database; a null password is asked for (or taken from the environment). */
  public static TargetOptions url(String url, String user, String password) {
    return new TargetOptions(TargetKind.URL, url, user, password, NneLevel.ACCEPTED);
  }

  /** The thin URL of a service on a host and port. */
  public static String thinUrl(String host, int port) {
    return "jdbc:oracle:thin:@//" + host + ":" + port + "/" + SERVICE;
  }
}
