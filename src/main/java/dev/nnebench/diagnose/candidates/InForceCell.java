package dev.nnebench.diagnose.candidates;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.scenario.Shapes;
import dev.nnebench.shape.Shape;
import dev.nnebench.target.Transport;
import java.time.Duration;

/**
 * The settings in force as the cell the sweep's paired fetch runs on its own side: the
 * scenario's axes, the emulated link when there is one, and the transport when it is not TCP
 * (each left out otherwise, as a trial at the axis's default names it no more than that).
 */
public final class InForceCell {
  private InForceCell() {}

  public static Cell of(Scenario s, LinkSpec link, Transport transport) {
    Cell cell = Cell.EMPTY.with(Axes.DRIVER, s.driver()).with(Axes.JCE, s.jce())
        .with(Axes.ENCRYPTION_LEVEL, s.encryptionLevel()).with(Axes.ENCRYPTION, s.encryption())
        .with(Axes.CHECKSUM_LEVEL, s.checksumLevel()).with(Axes.CHECKSUM, s.checksum())
        .with(Axes.FETCH_SIZE, s.fetchSize()).withText(Axes.SHAPE, shapeName(s.shape()))
        .with(Axes.READ, s.read());
    if (link.emulated()) {
      cell = cell.with(Axes.RTT, Duration.ofNanos(link.rttNanos()))
          .with(Axes.BANDWIDTH, link.bitsPerSecond());
    }
    return transport == Transport.TCP ? cell : cell.with(Axes.TRANSPORT, transport);
  }

  /* A named shape by its name, another by its label (100x3x20-n0-r1): parameter values name
   * the trial's files, which must stay short. */
  private static String shapeName(Shape shape) {
    return Shapes.names().stream().filter(name -> Shapes.parse(name).equals(shape))
        .findFirst().orElse(shape.label());
  }
}
