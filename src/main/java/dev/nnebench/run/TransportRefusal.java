package dev.nnebench.run;

import dev.nnebench.results.ParamName;
import dev.nnebench.scenario.Counterpart;
import dev.nnebench.target.Target;
import dev.nnebench.target.Transport;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Why a cell cannot run over the transport it (or its counterpart) names: TCPS with NNE on is
 * double encryption, not a comparison of the two (the question is TLS instead of NNE, so a TCPS
 * cell runs with NNE off and pairs with a TCP counterpart), and a target without a TCPS endpoint
 * cannot serve TCPS at all.
 */
final class TransportRefusal {

  private TransportRefusal() {}

  /** The refusal of {@code cell} on {@code target} (null: none opened yet), or empty. */
  static Optional<String> of(Map<String, String> cell, Target target) {
    Counterpart counterpart = Counterpart.parse(cell.getOrDefault(ParamName.COUNTERPART, ""));
    for (Map<String, String> side : List.of(cell, counterpart.applyTo(cell))) {
      Optional<String> ezTls = EzTlsRefusal.of(side, target);
      if (ezTls.isPresent()) {
        return ezTls;
      }
      if (!isTcps(side)) {
        continue;
      }
      if (nneOn(side)) {
        return Optional.of("transport tcps with encryption " + value(side,
            ParamName.ENCRYPTION) + ", checksum " + value(side, ParamName.CHECKSUM)
            + ": TLS already"
            + " encrypts, NNE on top is double encryption (run tcps with NNE off, paired with a"
            + " tcp counterpart)");
      }
      if (target != null && target.over(Transport.TCPS).isEmpty()) {
        return Optional.of("transport tcps: " + target.description() + " serves no TCPS (the"
            + " loopback double does)");
      }
    }
    return Optional.empty();
  }

  private static boolean isTcps(Map<String, String> side) {
    return Transport.TCPS.label()
        .equalsIgnoreCase(side.getOrDefault(ParamName.TRANSPORT, "").trim());
  }

  static boolean nneOn(Map<String, String> side) {
    return !value(side, ParamName.ENCRYPTION).equalsIgnoreCase("NONE")
        || !value(side, ParamName.CHECKSUM).equalsIgnoreCase("NONE");
  }

  static String value(Map<String, String> side, String axis) {
    return side.getOrDefault(axis, "NONE");
  }
}
