package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.target.Target;
import dev.nnebench.target.Transport;
import java.util.List;
import java.util.Optional;

/**
 * Why a cell cannot run over the transport it (or its counterpart) names. TCPS with NNE on is
 * double encryption, not a comparison of the two (the question is TLS instead of NNE, so a TCPS
 * cell runs with NNE off and pairs with a TCP counterpart), and a target without a TCPS endpoint
 * cannot serve TCPS at all. ezTLS is the encryption likewise (an eztls cell runs with NNE off);
 * drivers before 23.26.4 have no ezTLS, and a target not known to answer it (anything but the
 * loopback double) is skipped.
 */
final class TransportRefusal {

  private TransportRefusal() {}

  /** The refusal of {@code cell} on {@code target} (null: none opened yet), or empty. */
  static Optional<String> of(Cell cell, Target target) {
    for (Cell side : List.of(cell, cell.counterpart().applyTo(cell))) {
      Transport transport = side.get(Axes.TRANSPORT);
      Optional<String> refusal = transport == Transport.EZTLS ? ezTls(side, target)
          : transport == Transport.TCPS ? tcps(side, target) : Optional.empty();
      if (refusal.isPresent()) {
        return refusal;
      }
    }
    return Optional.empty();
  }

  private static Optional<String> tcps(Cell side, Target target) {
    if (side.nneOn()) {
      return Optional.of("transport tcps with encryption " + text(side, Axes.ENCRYPTION)
          + ", checksum " + text(side, Axes.CHECKSUM) + ": TLS already encrypts, NNE on top is"
          + " double encryption (run tcps with NNE off, paired with a tcp counterpart)");
    }
    if (target != null && target.over(Transport.TCPS).isEmpty()) {
      return Optional.of("transport tcps: " + target.description() + " serves no TCPS (the"
          + " loopback double does)");
    }
    return Optional.empty();
  }

  private static Optional<String> ezTls(Cell side, Target target) {
    if (side.nneOn()) {
      return Optional.of("transport eztls with encryption " + text(side, Axes.ENCRYPTION)
          + ", checksum " + text(side, Axes.CHECKSUM) + ": ezTLS is the encryption (run eztls"
          + " with NNE off)");
    }
    if (side.find(Axes.DRIVER).filter(d -> !d.offersEzTls()).isPresent()) {
      return Optional.of("transport eztls: ojdbc " + side.text(Axes.DRIVER) + " has no ezTLS"
          + " (23.26.4 is the first)");
    }
    if (target != null && target.over(Transport.EZTLS).isEmpty()) {
      return Optional.of("transport eztls: " + target.description() + " is not known to answer"
          + " ezTLS (the loopback double does)");
    }
    return Optional.empty();
  }

  /* The value as the cell writes it; a cell without it has the service off. */
  private static String text(Cell side, Axis<?> axis) {
    return side.has(axis) ? side.text(axis) : "NONE";
  }
}
