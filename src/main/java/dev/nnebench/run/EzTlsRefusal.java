package dev.nnebench.run;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.results.ParamName;
import dev.nnebench.target.Target;
import dev.nnebench.target.Transport;
import java.util.Map;
import java.util.Optional;

/**
 * Why one side of a cell cannot run over ezTLS: ezTLS is the encryption, so NNE on top is not
 * the comparison (an eztls cell runs with NNE off, like a tcps one); drivers before 23.26.4 have
 * no ezTLS; and a target not known to answer ezTLS (anything but the loopback double) is skipped.
 */
final class EzTlsRefusal {
  private EzTlsRefusal() {}

  /** The refusal of {@code side} on {@code target} (null: none opened yet), or empty. */
  static Optional<String> of(Map<String, String> side, Target target) {
    if (!Transport.EZTLS.label()
        .equalsIgnoreCase(side.getOrDefault(ParamName.TRANSPORT, "").trim())) {
      return Optional.empty();
    }
    if (TransportRefusal.nneOn(side)) {
      return Optional.of("transport eztls with encryption " + TransportRefusal.value(side,
          ParamName.ENCRYPTION) + ", checksum " + TransportRefusal.value(side,
          ParamName.CHECKSUM) + ": ezTLS is the encryption (run eztls with NNE off)");
    }
    String driver = side.get(ParamName.DRIVER);
    if (driver != null && !DriverVersion.parse(driver).offersEzTls()) {
      return Optional.of("transport eztls: ojdbc " + driver + " has no ezTLS (23.26.4 is the"
          + " first)");
    }
    if (target != null && target.over(Transport.EZTLS).isEmpty()) {
      return Optional.of("transport eztls: " + target.description() + " is not known to answer"
          + " ezTLS (the loopback double does)");
    }
    return Optional.empty();
  }
}
