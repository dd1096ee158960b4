package dev.nnebench.run;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.nne.KeySchedule;
import dev.nnebench.results.ParamName;
import dev.nnebench.target.TargetOptions;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The jobs that connect to a target: whether one is needed, and the key schedule it runs. */
final class ConnectingJobs {
  /* The benchmarks that connect to a target; the others need none started. */
  static final Set<String> CONNECTING = Set.of("FetchThroughput", "ConnectCost",
      "PoolThroughput", "ConnectStorm", "QueryFetch");

  private ConnectingJobs() {}

  static boolean needsTarget(List<Job> jobs) {
    return jobs.stream().anyMatch(job -> CONNECTING.contains(job.className()));
  }

  /**
   * The loopback double runs one key schedule a run: the one the connecting cells ask for when
   * they agree (cells asking for another are then refused, see {@link CellRefusal}).
   */
  static TargetOptions withPlannedSchedule(TargetOptions target, List<Job> jobs) {
    Set<KeySchedule> asked = new HashSet<>();
    for (Job job : jobs) {
      if (CONNECTING.contains(job.className())) {
        for (String v : job.params().getOrDefault(ParamName.KEY_SCHEDULE, List.of())) {
          asked.add(schedule(v));
        }
      }
    }
    return asked.size() == 1 ? target.withKeySchedule(asked.iterator().next()) : target;
  }

  private static KeySchedule schedule(String value) {
    try {
      return KeySchedule.parse(value);
    } catch (IllegalArgumentException e) {
      throw new NnebenchException(ExitCodes.USAGE, ParamName.KEY_SCHEDULE + ": "
          + e.getMessage());
    }
  }
}
