package dev.nnebench.bench.fork;

import dev.nnebench.results.ParamName;
import dev.nnebench.target.Target;
import dev.nnebench.target.Transport;
import java.util.Map;

/**
 * The {@code transport} parameter of the connecting benchmarks: which of the target's endpoints a
 * cell (or its counterpart, e.g. {@code transport=tcp/encryption=AES256/checksum=SHA256})
 * connects to. It is not a scenario axis: the same scenario runs over either.
 */
public final class Transports {
  private Transports() {}

  /** The target seen over the transport {@code values} name; fails when it serves no such. */
  public static Target select(Target target, Map<String, String> values) {
    Transport transport =
        Transport.parse(values.getOrDefault(ParamName.TRANSPORT, Transport.TCP.label()));
    return target.over(transport).orElseThrow(() -> new IllegalStateException("transport "
        + transport.label() + ": " + target.description() + " serves no " + transport.label()
        + " (the loopback double does; run with the loopback target or -p transport=tcp)"));
  }
}
