package dev.nnebench.cli;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.Target;
import dev.nnebench.target.Transport;
import picocli.CommandLine.Option;

/**
 * {@code --transport tcp|tcps|eztls}, shared by check, fetch and diagnose, with the refusals of
 * a combination that cannot run: each one line naming the problem and the fix (exit USAGE).
 */
final class TransportOption {
  @Option(names = "--transport", defaultValue = "tcp", converter = Converters.TransportName.class,
      description = "tcp, tcps (TLS; the loopback double serves it beside TCP) or eztls (TLS"
          + " 1.3 inside Oracle Net on the TCP port, 26ai; ojdbc 23 and the loopback double)"
          + " (default: ${DEFAULT-VALUE}).")
  Transport transport;

  /* ezTLS is the encryption: the scenario must neither lack it (old driver) nor stack NNE. */
  void refuseMisfit(Scenario scenario) {
    if (transport != Transport.EZTLS) {
      return;
    }
    if (!scenario.driver().offersEzTls()) {
      throw new NnebenchException(ExitCodes.USAGE, "--transport eztls: ojdbc "
          + scenario.driver() + " has no ezTLS (23.26.4 is the first); use --driver 23");
    }
    if (scenario.nneOn()) {
      throw new NnebenchException(ExitCodes.USAGE, "--transport eztls: ezTLS is the encryption;"
          + " add --encryption NONE --checksum NONE");
    }
  }

  /* The benchmark runner does not measure NNE inside TCPS (double encryption), and diagnose's
   * sweep runs through it. */
  void refuseNneOverTcps(Scenario scenario) {
    if (transport == Transport.TCPS && scenario.nneOn()) {
      throw new NnebenchException(ExitCodes.USAGE, "--transport tcps: NNE inside TLS is double"
          + " encryption, which the sweep does not measure; add --encryption NONE --checksum NONE");
    }
  }

  /** {@code target} over the transport asked; refused when it serves no such transport. */
  Target over(Target target) {
    return target.over(transport).orElseThrow(() -> new NnebenchException(ExitCodes.USAGE,
        "--transport " + transport.label() + ": " + target.description() + " serves no "
            + (transport == Transport.EZTLS ? "ezTLS that nnebench knows of" : "TCPS")
            + "; use --target loopback or --transport tcp"));
  }
}
