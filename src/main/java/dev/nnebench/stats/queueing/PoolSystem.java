package dev.nnebench.stats.queueing;

import java.util.List;

/**
 * A closed system of threads that borrow one of a pool's connections, use a {@link
 * ServerStation} once per borrow (service time S, queueing for its K servers), hold the
 * connection outside the server for {@code holdOutside} (Z_h: round trips x RTT, the client's
 * decoding), give it back and spend {@code outsidePool} (Z_o: think time) before borrowing again.
 * Z = Z_h + Z_o.
 *
 * <p>Asymptotic bounds (Lazowska et al., Quantitative System Performance, "Bounds on
 * Performance", with the bottleneck's 1/D widened to K/S for K servers, and the pool's P
 * connections as a second population limit): X(N) &lt;= min(N/(S+Z), P/(S+Z_h), K/S). Threads stop
 * adding throughput at N* = K(S+Z)/S, connections at P* = K(S+Z_h)/S: the server's CPUs times
 * the hold time over the server time.
 *
 * <p>Exact values come from {@link LoadDependentMva}: the connections in use circulate between
 * the server and the hold outside it, so the pool is a population of P; the pool as a whole is a
 * flow-equivalent server whose rate with n threads at it is that network's throughput at
 * min(n, P), in a loop with the think time (QSP's flow-equivalence for a memory constraint).
 */
public record PoolSystem(ServerStation server, double holdOutside, double outsidePool) {
  public PoolSystem {
    if (!(holdOutside >= 0) || !(outsidePool >= 0) || Double.isInfinite(holdOutside)
        || Double.isInfinite(outsidePool)) {
      throw new IllegalArgumentException("the times outside the server must be finite and not"
          + " negative: hold " + holdOutside + ", outside the pool " + outsidePool);
    }
  }

  /** A closed loop with no think time: every thread asks again at once. */
  public static PoolSystem closedLoop(int servers, double serviceTime, double holdOutside) {
    return new PoolSystem(new ServerStation(servers, serviceTime), holdOutside, 0);
  }

  /** S + Z_h: how long a borrow holds its connection when nobody queues. */
  public double holdTime() {
    return server.serviceTime() + holdOutside;
  }

  /** The throughput bound with {@code threads} threads and no pool limit. */
  public double bound(int threads) {
    return Math.min(threads / (holdTime() + outsidePool), server.capacity());
  }

  /** The throughput bound with {@code threads} threads sharing {@code pool} connections. */
  public double bound(int threads, int pool) {
    return Math.min(bound(threads), pool / holdTime());
  }

  /** N* = K(S+Z)/S: the threads where the two asymptotes meet. */
  public double threadKnee() {
    return server.servers() * (holdTime() + outsidePool) / server.serviceTime();
  }

  /** P* = K(S+Z_h)/S: the pool where its asymptote meets the server's capacity. */
  public double poolKnee() {
    return server.servers() * holdTime() / server.serviceTime();
  }

  /** The connections in use, at every population 1..{@code pool}: exact MVA. */
  public List<MvaPoint> inUse(int pool) {
    return LoadDependentMva.solve(server::rate, holdOutside, pool);
  }

  /** Exact throughput with {@code threads} threads sharing {@code pool} connections. */
  public double throughput(int threads, int pool) {
    List<MvaPoint> inside = inUse(Math.min(threads, pool));
    List<MvaPoint> outer = LoadDependentMva.solve(
        n -> inside.get(Math.min(n, inside.size()) - 1).throughput(), outsidePool, threads);
    return outer.get(threads - 1).throughput();
  }
}
