package dev.nnebench.cli;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.scenario.ServerProfile;
import dev.nnebench.scenario.ServerProfiles;
import dev.nnebench.wire.load.ServerModel;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The server MODEL behind the double ({@code serve}): a named profile (config/servers.properties)
 * or a spec, and explicit parameters that replace the profile's.
 */
final class ServerModelOptions {
  @Option(names = "--server", defaultValue = "none", paramLabel = "PROFILE",
      description = "Server model behind the double: a profile of config/servers.properties"
          + " (none, idle, oltp, scan, pool-k2, pool-k8, fetch-20ms, row-2ms, ...) or a spec such as"
          + " cpus=2,fetch=5ms (default: ${DEFAULT-VALUE}, calls answered at once).")
  String server;

  @Option(names = "--server-cpus", paramLabel = "K",
      description = "Server CPUs every session's CPU time queues for (replaces the profile's).")
  Integer cpus;

  @Option(names = "--server-connect", paramLabel = "CPU[/WAIT]",
      description = "Server time per connect (the dedicated process spawned), e.g. 30ms.")
  String connect;

  @Option(names = "--server-execute", paramLabel = "CPU[/WAIT]",
      description = "Server time per execute, e.g. 300us/200us (CPU, then I/O wait).")
  String execute;

  @Option(names = "--server-fetch", paramLabel = "CPU[/WAIT]",
      description = "Server time per fetch call, e.g. 20ms.")
  String fetch;

  @Option(names = "--server-row", paramLabel = "CPU[/WAIT]",
      description = "Server time per row sent, e.g. 1us.")
  String row;

  @Option(names = "--server-draw", paramLabel = "fixed|exponential",
      description = "Fixed service times, or exponential ones around the mean (seeded).")
  String draw;

  @Option(names = "--server-seed", paramLabel = "N",
      description = "Seed of the exponential draws, so runs repeat.")
  Long seed;

  /** The model the options describe; a value it cannot read is a usage error naming it. */
  ServerModel model() {
    try {
      ServerProfile profile = ServerProfiles.parse(server);
      String overrides = overrides();
      if (overrides.isEmpty()) {
        return ServerModel.parse(profile.name(), profile.spec());
      }
      ServerModel base = profile.isNone() ? ServerModel.parse("custom", "cpus=1")
          : ServerModel.parse(profile.name(), profile.spec());
      return base.with(overrides);
    } catch (IllegalArgumentException e) {
      throw new NnebenchException(ExitCodes.USAGE, "--server: " + e.getMessage());
    }
  }

  private String overrides() {
    List<String> keys = new ArrayList<>();
    add(keys, "cpus", cpus);
    add(keys, "connect", connect);
    add(keys, "execute", execute);
    add(keys, "fetch", fetch);
    add(keys, "row", row);
    add(keys, "draw", draw);
    add(keys, "seed", seed);
    return String.join(",", keys);
  }

  private static void add(List<String> keys, String key, Object value) {
    if (value != null) {
      keys.add(key + "=" + value);
    }
  }
}
