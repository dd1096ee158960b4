package dev.nnebench.report.figure;

import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import java.util.Map;
import java.util.Optional;

/**
 * A trial's crypto setting as the report names and compares it: NNE's encryption and checksum,
 * or TLS (TCPS, ezTLS) with NNE off.
 */
public final class Crypto {
  /** How tables and charts name a TCPS cell's crypto (NNE off, TLS on). */
  public static final String TLS_LABEL = "TLS (tcps)";
  /** How tables and charts name an ezTLS cell's crypto. */
  public static final String EZTLS_LABEL = "ezTLS";
  /** The counterpart of every NNE question: encryption and checksum both off. */
  public static final Map<String, String> NNE_OFF = Map.of(ParamName.ENCRYPTION, ParamName.NONE,
      ParamName.CHECKSUM, ParamName.NONE);

  private Crypto() {}

  /** Whether NNE encrypts or checksums in {@code t}. */
  public static boolean nneOn(Trial t) {
    return !isNone(t, ParamName.ENCRYPTION) || !isNone(t, ParamName.CHECKSUM);
  }

  public static boolean isNone(Trial t, String param) {
    return t.param(param).equalsIgnoreCase(ParamName.NONE);
  }

  /*
   * A TCPS or ezTLS cell runs NNE off under TLS: named so, not "NONE + NONE" beside the plain
   * TCP one.
   */
  public static String label(Trial t) {
    return tlsLabel(t.param(ParamName.TRANSPORT))
        .orElse(t.param(ParamName.ENCRYPTION) + " + " + t.param(ParamName.CHECKSUM));
  }

  /** The crypto label of a TLS transport ({@code tcps}, {@code eztls}), empty for plain TCP. */
  public static Optional<String> tlsLabel(String transport) {
    if (transport.equalsIgnoreCase(ParamName.TCPS)) {
      return Optional.of(TLS_LABEL);
    }
    return transport.equalsIgnoreCase(ParamName.EZTLS) ? Optional.of(EZTLS_LABEL)
        : Optional.empty();
  }
}
