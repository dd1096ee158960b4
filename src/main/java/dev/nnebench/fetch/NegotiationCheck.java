package dev.nnebench.fetch;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.driver.Negotiated;
import dev.nnebench.scenario.NneLevel;
import dev.nnebench.scenario.Scenario;
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
