package dev.nnebench.diagnose.sweep;

import java.time.Duration;

/**
 * What one candidate's bench run is expected to take before any ran: its setup, then its warm-up
 * and measured iterations. A setting measured again runs the same with twice the warm-up.
 *
 * @param setup the fork's start, its connects and probe fetches, and the run's report
 * @param iteration one iteration: its time and the paired fetch under way when it ends
 * @param warmups warm-up iterations of a first trial
 * @param measured measured iterations
 */
public record TrialTime(Duration setup, Duration iteration, int warmups, int measured) {
  /*
   * The JVM's start with JMH and the runner's report, charts and CSV of the run: what a sweep's
   * candidate took beyond the modelled connects, probes and iterations, measured on two cores at
   * 2.1 s on loopback and 2.7 s for a query behind 5 ms (docs/measurements.md, "Where a
   * candidate's time goes").
   */
  static final Duration FORK = Duration.ofMillis(2_500);

  /*
   * How much faster the sweep's warmed fetches run than the profiling fetch, on the part of it
   * that is not round trips: that fetch is the JVM's first through the driver's decoding and
   * crypto, most of it interpreted or compiling. Measured 3.6x on loopback (988 ms profiled
   * against 2 x 141 ms warm for the whole result) and 2.3x behind 5 ms (4.2 s of 21.3 s profiled
   * outside round trips against 1.8 s warm); round trips wait on the link, warm or not.
   */
  static final double WARM_SPEEDUP = 3;

  /** A bench run of one candidate: what {@link SweepClock} guesses before any finished. */
  public static TrialTime of(Iterations iterations, Profiled fetch, Setup setup) {
    Duration operation = fetch.warm().multipliedBy(2);
    Duration iteration = operation.compareTo(iterations.time()) >= 0 ? operation
        : iterations.time().plus(operation.dividedBy(2));
    Duration probes = fetch.ofRows(setup.probeRows()).multipliedBy(2L * setup.probesPerSide());
    Duration connects = setup.connect().multipliedBy(2L * (1 + setup.probesPerSide()));
    return new TrialTime(FORK.plus(connects).plus(probes), iteration, iterations.warmups(),
        iterations.measured());
  }

  /** A first trial. */
  Duration first() {
    return setup.plus(iteration.multipliedBy(warmups + measured));
  }

  /** What measuring again adds to a first trial: as many warm-up iterations again. */
  Duration againExtra() {
    return iteration.multipliedBy(warmups);
  }

  /**
   * The preset's iterations (both sides of the pair fetch at every operation; an iteration runs
   * operations until its time is up and then finishes the one under way: an operation longer
   * than the time makes the iteration alone, shorter ones add half of one on average).
   *
   * @param warmups warm-up iterations
   * @param measured measured iterations
   * @param time the longer of the warm-up and measured iteration times
   */
  public record Iterations(int warmups, int measured, Duration time) {}

  /**
   * The profiling fetch of the part of the result a sweep fetch reads: its wall time and the
   * part of it spent in round trips (round trips x RTT), which warming up does not shorten.
   *
   * @param wall the profiled wall time of one sweep fetch's rows
   * @param roundTrips of which waiting on round trips
   * @param rows the rows one sweep fetch reads
   */
  public record Profiled(Duration wall, Duration roundTrips, long rows) {
    /** One fetch as the sweep's warmed iterations run it. */
    Duration warm() {
      Duration rest = wall.minus(roundTrips);
      return roundTrips.plus(Duration.ofNanos(Math.round(Math.max(0, rest.toNanos())
          / WARM_SPEEDUP)));
    }

    /* A probe reads in a new fork, cold: at the profiled pace. */
    Duration ofRows(long probeRows) {
      return rows <= 0 ? Duration.ZERO
          : Duration.ofNanos(Math.round(wall.toNanos() * (double) probeRows / rows));
    }
  }

  /**
   * What each side of a fork does before its first iteration: its connect and, for a shape's
   * fetch, a probe on a connection of its own counting the rows per round trip
   * ({@code RoundTripProbe}; a user's query is not probed, so that it runs no more often than
   * the sweep needs).
   *
   * @param connect one connect with the settings in force
   * @param probesPerSide probe fetches each side makes, each on a new connection
   * @param probeRows the rows a probe reads
   */
  public record Setup(Duration connect, int probesPerSide, long probeRows) {}
}
