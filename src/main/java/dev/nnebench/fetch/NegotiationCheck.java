package dev.nnebench.fetch;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.driver.Negotiated;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.Transport;
import java.util.Optional;

/**
 * Compares what the driver negotiated with what the scenario asked, by Oracle's level rules:
 * REQUIRED must get the asked algorithm; REQUESTED and ACCEPTED get it or nothing (the server
 * decides); REJECTED gets nothing.
 */
public final class NegotiationCheck {
  private NegotiationCheck() {}

  /** Throws (exit code CONNECT) with asked and got when they disagree. */
  public static void require(Scenario s, Negotiated n) {
    mismatch(s, n).ifPresent(m -> {
      throw new NnebenchException(ExitCodes.CONNECT, m + " (" + s.label() + ")");
    });
  }

  /**
   * As {@link #require(Scenario, Negotiated)}, over {@code transport}. Over TCPS every ojdbc
   * (18 to 23) reports the TLS cipher suite (e.g. TLS_AES_256_GCM_SHA384) as its encryption
   * algorithm, NNE on or off, so only the checksum can be checked there.
   */
  public static void require(Scenario s, Negotiated n, Transport transport) {
    if (transport == Transport.EZTLS) {
      ezTlsMismatch(n).ifPresent(m -> {
        throw new NnebenchException(ExitCodes.CONNECT, m + " (" + s.label() + ")");
      });
      return;
    }
    require(s, transport == Transport.TCPS ? new Negotiated(n.driverVersion(),
        s.encryptionLevel() == NneLevel.REJECTED ? Negotiated.NONE : s.encryption().driverName(),
        n.checksum(), n.encryptionProvider(), n.checksumProvider(), n.sdu()) : n);
  }

  /**
   * Over ezTLS the driver names the TLS suite as its encryption algorithm (e.g.
   * TLS_AES_256_GCM_SHA384) and no checksum: anything else means NNE or nothing was negotiated.
   */
  static Optional<String> ezTlsMismatch(Negotiated n) {
    if (!n.encryption().startsWith("TLS_") || !n.checksum().equals(Negotiated.NONE)) {
      return Optional.of("asked ezTLS but the driver negotiated encryption " + n.encryption()
          + ", checksum " + n.checksum());
    }
    return Optional.empty();
  }

  /** A message naming asked and got, or empty when the negotiation fits the scenario. */
  public static Optional<String> mismatch(Scenario s, Negotiated n) {
    if (!fits(s.encryptionLevel(), s.encryption().driverName(), n.encryption())) {
      return Optional.of("asked encryption " + s.encryptionLevel() + " " + s.encryption().driverName()
          + " but the driver negotiated " + n.encryption());
    }
    if (!fits(s.checksumLevel(), s.checksum().driverName(), n.checksum())) {
      return Optional.of("asked checksum " + s.checksumLevel() + " " + s.checksum().driverName()
          + " but the driver negotiated " + n.checksum());
    }
    return Optional.empty();
  }

  private static boolean fits(NneLevel level, String asked, String got) {
    return switch (level) {
      case REQUIRED -> got.equalsIgnoreCase(asked);
      case REQUESTED, ACCEPTED -> got.equalsIgnoreCase(asked) || got.equals(Negotiated.NONE);
      case REJECTED -> got.equals(Negotiated.NONE);
    };
  }
}
