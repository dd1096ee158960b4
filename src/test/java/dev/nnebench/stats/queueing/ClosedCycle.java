package dev.nnebench.stats.queueing;

import java.util.PriorityQueue;
import java.util.SplittableRandom;
import java.util.function.ToDoubleFunction;

/**
 * A discrete-event simulation of the closed system {@link PoolSystem} models with no think time:
 * P customers (connections in use) cycle between K first-come-first-served servers and a delay
 * (the hold outside the server), each visit's time drawn by the caller. It is what the queueing
 * references are checked against: which of them a service-time distribution follows.
 */
final class ClosedCycle {
  /** A fixed time. */
  static ToDoubleFunction<SplittableRandom> fixed(double t) {
    return r -> t;
  }

  /** An exponential time of mean {@code mean}. */
  static ToDoubleFunction<SplittableRandom> exponential(double mean) {
    return r -> -mean * Math.log(1 - r.nextDouble());
  }

  /** A time uniform on mean ± spread. */
  static ToDoubleFunction<SplittableRandom> uniform(double mean, double spread) {
    return r -> mean - spread + 2 * spread * r.nextDouble();
  }

  private record Event(double at, boolean served) {}

  private ClosedCycle() {}

  /**
   * Completions per time unit at the servers over {@code completions} visits, after as many
   * again as warm-up; every customer starts at the delay, seeded by {@code seed}.
   */
  static double throughput(int customers, int servers, ToDoubleFunction<SplittableRandom> service,
      ToDoubleFunction<SplittableRandom> delay, int completions, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    PriorityQueue<Event> events = new PriorityQueue<>((a, b) -> Double.compare(a.at, b.at));
    for (int i = 0; i < customers; i++) {
      events.add(new Event(delay.applyAsDouble(random), false));
    }
    int waiting = 0;
    int busy = 0;
    int done = 0;
    double start = 0;
    double now = 0;
    while (done < 2 * completions) {
      Event e = events.poll();
      now = e.at;
      if (!e.served && busy == servers) {
        waiting++;
        continue;
      }
      if (e.served) {
        done++;
        start = done == completions ? now : start;
        events.add(new Event(now + delay.applyAsDouble(random), false));
        if (waiting == 0) {
          busy--;
          continue;
        }
        waiting--;
      } else {
        busy++;
      }
      events.add(new Event(now + service.applyAsDouble(random), true));
    }
    return completions / (now - start);
  }
}
