package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.target.NetCompression;
import dev.nnebench.target.Transport;
import java.util.Optional;

/**
 * The compression cells no driver can run, and those that would measure another cell again: a
 * threshold below {@value NetCompression#MIN_THRESHOLD} bytes (ojdbc refuses the connection), and
 * a threshold other than the default on a cell without compression (it changes nothing there,
 * left out silently), and compression on a sealed channel (NNE or ezTLS) with a driver before
 * 23: every ojdbc nnebench loads (12.2 to 23) offers compression at level high, but 12.2 to 21
 * fail in their codec once NNE or ezTLS seals the channel.
 */
final class CompressionCells {
  private CompressionCells() {}

  static Optional<Refusal> refusal(Cell cell) {
    boolean on = cell.find(Axes.COMPRESSION).map(NetCompression::on).orElse(false);
    if (on && (cell.nneOn() || cell.find(Axes.TRANSPORT).map(t -> t == Transport.EZTLS)
        .orElse(false)) && cell.get(Axes.DRIVER).major() < NetCompression.SEALED_MIN_DRIVER) {
      return Optional.of(Refusal.reported("compression under NNE or ezTLS: ojdbc "
          + cell.get(Axes.DRIVER).shortName() + " fails in its own codec once the channel seals"
          + " (a NullPointerException on its default NIO path); only ojdbc "
          + NetCompression.SEALED_MIN_DRIVER + " compresses there (" + cell.sorted(", ") + ")"));
    }
    Optional<Integer> threshold = cell.find(Axes.COMPRESSION_THRESHOLD);
    if (threshold.isEmpty()) {
      return Optional.empty();
    }
    int bytes = threshold.get();
    if (bytes < NetCompression.MIN_THRESHOLD) {
      return Optional.of(Refusal.reported(Axes.COMPRESSION_THRESHOLD.name() + " " + bytes
          + ": ojdbc refuses a threshold below " + NetCompression.MIN_THRESHOLD + " bytes;"
          + " ask for " + NetCompression.MIN_THRESHOLD + " or more (" + cell.sorted(", ") + ")"));
    }
    if (!cell.get(Axes.COMPRESSION).on() && bytes != NetCompression.DEFAULT_THRESHOLD) {
      return Optional.of(Refusal.silent(Axes.COMPRESSION_THRESHOLD.name() + " without"
          + " compression measures the cell with the default threshold again"));
    }
    return Optional.empty();
  }
}
