package dev.nnebench.report.figure;

import dev.nnebench.cell.Fact;
import dev.nnebench.cell.Facts;
import dev.nnebench.results.Trial;

/**
 * Where a pool's borrow spent the time it held its connection, per borrow, measured: the hold
 * (borrowed to given back, per window), the server's part as the server's views gave it over the
 * whole trial for every session of the pool (CPU, time in line for a CPU, waits: what a server
 * MODEL charged), the link's (the round trips a fetch makes, counted on a probe, times
 * the RTT measured over the pool's relay) and the fetching thread's CPU. What is left is the
 * double's own work, scheduling and the driver's bookkeeping outside the fetch.
 *
 * @param hold borrowed to given back, ms
 * @param serverCpu server CPU the model charged, ms
 * @param serverQueue time in line for one of the model's CPUs, ms
 * @param serverWait the model's waits (I/O), which hold no CPU, ms
 * @param linkMs round trips x measured RTT, ms (0 without a link or a probe)
 * @param clientCpu the fetching thread's CPU, ms
 */
public record PoolHold(Measured hold, Measured serverCpu, Measured serverQueue,
    Measured serverWait, double linkMs, Measured clientCpu, double handOff) {
  private static final double NANOS_PER_MILLI = 1e6;
  private static final double MS_PER_SECOND = 1000;

  /** Borrowed to given back, ms per borrow. */
  public static final Figure HOLD_MS = per("hold ms", "holdNanos");
  /** The fetching thread's CPU, ms per borrow. */
  public static final Figure CLIENT_CPU_MS = per("client CPU ms", "cpuNanos");

  /** A pool trial's split; its server parts are NaN where no server model ran. */
  public static PoolHold of(Trial t) {
    return new PoolHold(HOLD_MS.of(t), fact(t, Facts.SERVER_CPU_PER_FETCH),
        fact(t, Facts.SERVER_QUEUE_PER_FETCH), fact(t, Facts.SERVER_WAIT_PER_FETCH),
        roundTrips(t) * rttMs(t), CLIENT_CPU_MS.of(t), handOff(t));
  }

  /*
   * What a connection spends per borrow between being given back and borrowed again, ms, by
   * Little's law over the pool's P connections: P / X is a connection's whole cycle, of which
   * the hold is the part a borrower has it. Near 0 where a returned connection is taken at once;
   * with more threads than connections it is the hand-off to a waiting thread, which must be
   * woken and scheduled first.
   */
  private static double handOff(Trial t) {
    double perSecond = PoolFigures.THROUGHPUT.of(t).value();
    return Math.max(0, PoolFigures.poolSize(t) * MS_PER_SECOND / perSecond
        - HOLD_MS.of(t).value());
  }

  /** Whether a server model charged this trial's borrows. */
  public boolean served() {
    return serverCpu.isValid() && serverCpu.value() > 0;
  }

  /**
   * S + Z: a connection's cycle per borrow without the time in line for a server CPU (the hold
   * and the hand-off), ms.
   */
  public double unqueued() {
    return hold.value() - queue() + handOff;
  }

  /** Z_h: the hold outside the server's CPUs (link, client, the model's waits, the rest), ms. */
  public double heldOutsideCpus() {
    return hold.value() - queue() - serverCpu.value();
  }

  /** Z = Z_h + the hand-off: a connection's cycle outside the server's CPUs, ms. */
  public double outsideCpus() {
    return heldOutsideCpus() + handOff;
  }

  /** What the named parts leave of the hold, ms. */
  public double rest() {
    return hold.value() - serverCpu.value() - queue() - zeroIfMissing(serverWait) - linkMs
        - zeroIfMissing(clientCpu);
  }

  /** P* = K (S + Z) / S: the pool at which {@code cpus} server CPUs are all busy. */
  public double knee(int cpus) {
    return cpus * unqueued() / serverCpu.value();
  }

  private double queue() {
    return zeroIfMissing(serverQueue);
  }

  private static double zeroIfMissing(Measured m) {
    return m.isValid() ? m.value() : 0;
  }

  /* A per-borrow figure of the whole trial, read once from the server's views: no bar. */
  private static Measured fact(Trial t, Fact<Double> fact) {
    return Measured.of(t.observed().get(fact).orElse(Double.NaN), Double.NaN);
  }

  /* Round trips per fetch, counted on the pool's probe connection; 0 without the probe. */
  private static double roundTrips(Trial t) {
    return t.observed().get(Facts.PROBED_ROUND_TRIPS).orElse(0L);
  }

  /* The RTT measured over the pool's relay; 0 without a link. */
  private static double rttMs(Trial t) {
    return t.observed().get(Facts.RTT_MEASURED).orElse(0.0);
  }

  private static Figure per(String name, String counter) {
    return Figures.per(name, counter, "fetches", 1 / NANOS_PER_MILLI);
  }
}
