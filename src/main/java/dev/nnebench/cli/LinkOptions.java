package dev.nnebench.cli;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.link.LinkSpec;
import picocli.CommandLine.Option;

/** An emulated link in front of the target: the options shared by serve, check, fetch, diagnose. */
final class LinkOptions {
  @Option(names = "--rtt", defaultValue = "0", paramLabel = "DELAY",
      description = "Round-trip time added by an emulated link on 127.0.0.1, half each way, e.g."
          + " 0.5ms or 20ms (default: ${DEFAULT-VALUE}, no link).")
  String rtt;

  @Option(names = "--bandwidth", defaultValue = "unlimited", paramLabel = "RATE",
      description = "Bandwidth cap of the emulated link per direction, e.g. 100mbit or 1gbit"
          + " (default: ${DEFAULT-VALUE}). TCP windows are not emulated.")
  String bandwidth;

  @Option(names = "--jitter", defaultValue = "0", paramLabel = "DELAY",
      description = "Most the one-way delay varies either way, deterministically (default:"
          + " ${DEFAULT-VALUE}).")
  String jitter;

  /** The link the options describe; a value it cannot read is a usage error naming it. */
  LinkSpec link() {
    try {
      return LinkSpec.parse(rtt, bandwidth, jitter);
    } catch (IllegalArgumentException e) {
      throw new NnebenchException(ExitCodes.USAGE, e.getMessage());
    }
  }
}
