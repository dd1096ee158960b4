package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.nne.KeySchedule;
import dev.nnebench.results.Benchmark;
import dev.nnebench.target.TargetOptions;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The jobs that connect to a target: whether one is needed, and the key schedule it runs. */
final class ConnectingJobs {
  private ConnectingJobs() {}

  static boolean needsTarget(List<Job> jobs) {
    return jobs.stream().anyMatch(ConnectingJobs::connects);
  }

  /**
   * The loopback double runs one key schedule a run: the one the connecting cells ask for when
   * they agree (cells asking for another are then refused, see {@link CellRefusal}).
   */
  static TargetOptions withPlannedSchedule(TargetOptions target, List<Job> jobs) {
    Set<KeySchedule> asked = new HashSet<>();
    for (Job job : jobs) {
      if (connects(job)) {
        for (String v : job.params().values(Axes.KEY_SCHEDULE)) {
          asked.add(schedule(v));
        }
      }
    }
    return asked.size() == 1 ? target.withKeySchedule(asked.iterator().next()) : target;
  }

  /* The benchmarks that connect to a target; the others need none started. */
  private static boolean connects(Job job) {
    return job.kind().filter(Benchmark::connects).isPresent();
  }

  private static KeySchedule schedule(String value) {
    try {
      return Axes.KEY_SCHEDULE.parse(value);
    } catch (IllegalArgumentException e) {
      throw new NnebenchException(ExitCodes.USAGE, Axes.KEY_SCHEDULE.name() + ": "
          + e.getMessage());
    }
  }
}
