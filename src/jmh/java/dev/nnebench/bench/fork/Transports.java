package dev.nnebench.bench.fork;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.target.Target;
import dev.nnebench.target.Transport;

/**
 * The {@code transport} axis of the connecting benchmarks: which of the target's endpoints a
 * cell (or its counterpart, e.g. {@code transport=tcp/encryption=AES256/checksum=SHA256})
 * connects to. It is not a scenario axis: the same scenario runs over either.
 */
public final class Transports {
  private Transports() {}

  /** The target seen over the transport {@code cell} names; fails when it serves no such. */
  public static Target select(Target target, Cell cell) {
    Transport transport = cell.get(Axes.TRANSPORT);
    return target.over(transport).orElseThrow(() -> new IllegalStateException("transport "
        + transport.label() + ": " + target.description() + " serves no " + transport.label()
        + " (the loopback double does; run with the loopback target or -p transport=tcp)"));
  }
}
