package dev.nnebench.diagnose.candidates;

import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.results.ParamName;
import dev.nnebench.scenario.Counterpart;
import dev.nnebench.scenario.FetchSize;
import dev.nnebench.target.LobPrefetch;
import dev.nnebench.target.Transport;
import java.util.Map;
import java.util.Optional;

/**
 * One setting diagnose measures against the settings in force: a counterpart of the benchmark's
 * paired fetch (e.g. {@code fetchSize=1000}), what it is called, and how an application sets it.
 */
public record Candidate(Counterpart counterpart) {
  /** The benchmark class whose counterpart a candidate is: a preset lists them under it. */
  public static final String BENCHMARK = "FetchThroughput";
  /** The counterpart that turns NNE off. */
  public static final String NNE_OFF = "encryption=NONE/checksum=NONE";
  /** The counterpart that moves from NNE to ezTLS on the same port (ezTLS is the encryption). */
  public static final String EZTLS = "transport=eztls/" + NNE_OFF;

  public static Candidate parse(String text) {
    return new Candidate(Counterpart.parse(text));
  }

  public Map<String, String> changes() {
    return counterpart.changes();
  }

  /** What kind of setting: candidates of one axis compete, only the best is advised. */
  public String axis() {
    if (isNneOff()) {
      return "NNE";
    }
    if (transport().isPresent()) {
      return ParamName.TRANSPORT;
    }
    return String.join("+", changes().keySet());
  }

  /** NNE off on the same transport (a move to TLS turns NNE off too, but is no such step). */
  public boolean isNneOff() {
    return isNone(ParamName.ENCRYPTION) && isNone(ParamName.CHECKSUM) && transport().isEmpty();
  }

  /** The transport this candidate moves to, if it changes it. */
  public Optional<Transport> transport() {
    return Optional.ofNullable(changes().get(ParamName.TRANSPORT)).map(Transport::parse);
  }

  private boolean isNone(String axis) {
    return "NONE".equalsIgnoreCase(changes().getOrDefault(axis, ""));
  }

  /** The setting in the application's words, e.g. {@code defaultRowPrefetch=1000}. */
  public String property() {
    if (isNneOff()) {
      return "oracle.net.encryption_client=REJECTED, oracle.net.crypto_checksum_client=REJECTED";
    }
    if (transport().isPresent()) {
      return switchTo(transport().get());
    }
    return String.join(", ", changes().entrySet().stream()
        .map(e -> property(e.getKey(), e.getValue())).toList());
  }

  private static String switchTo(Transport t) {
    return switch (t) {
      case EZTLS -> "switch to ezTLS (" + EncryptionType.PROPERTY + "=(EZTLS),"
          + " oracle.net.encryption_client=REQUIRED; ojdbc 23.26.4 and a 26ai server)";
      case TCPS -> "switch to TCPS (a TLS listener; NNE off)";
      case TCP -> "switch to plain TCP";
    };
  }

  private static String property(String axis, String value) {
    return switch (axis) {
      case ParamName.FETCH_SIZE -> FetchSize.isExplicit(value) ? "defaultRowPrefetch=" + value
          : "no fetch size set (the driver chooses)";
      case ParamName.JCE -> "oracle.net.useJCEAPI=" + value;
      case ParamName.DRIVER -> "use the " + value + ".x driver";
      case ParamName.CHECKSUM -> ChecksumType.PROPERTY + "=" + value;
      case ParamName.ENCRYPTION -> EncryptionType.PROPERTY + "=" + value;
      case ParamName.LOB_PREFETCH -> LobPrefetch.PROPERTY + "=" + LobPrefetch.parse(value);
      default -> axis + "=" + value;
    };
  }

  /** The counterpart's text, e.g. {@code fetchSize=1000}. */
  public String text() {
    return counterpart.text();
  }
}
