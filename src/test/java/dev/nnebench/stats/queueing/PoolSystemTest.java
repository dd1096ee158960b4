package dev.nnebench.stats.queueing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class PoolSystemTest {
  /* server-time.md's example: K = 2, S = 5 ms, Z_h = 5 ms: at most K/S = 400/s, P* = 2 * 10 / 5
   * = 4; a pool of 2 holds each connection 10 ms, so 200/s. Times in seconds. */
  private static final PoolSystem EXAMPLE = PoolSystem.closedLoop(2, 0.005, 0.005);

  @Test
  void theBoundsAreTheLesserOfThePoolAndTheServer() {
    assertEquals(4, EXAMPLE.poolKnee(), 1e-12);
    assertEquals(200, EXAMPLE.bound(32, 2), 1e-9);
    assertEquals(400, EXAMPLE.bound(32, 4), 1e-9);
    assertEquals(400, EXAMPLE.bound(32, 16), 1e-9);
    assertEquals(100, EXAMPLE.bound(1, 16), 1e-9);
  }

  /* With think time the threads' knee is K(S+Z)/S: 2 * (5 + 5 + 10) / 5 = 8 threads. */
  @Test
  void theThreadsKneeCountsTheThinkTime() {
    PoolSystem thinking = new PoolSystem(new ServerStation(2, 5), 5, 10);

    assertEquals(8, thinking.threadKnee(), 1e-12);
    assertEquals(4, thinking.poolKnee(), 1e-12);
    assertEquals(0.2, thinking.bound(4), 1e-12);
    assertEquals(0.4, thinking.bound(100), 1e-12);
  }

  /* The exact curve bends below both asymptotes, most at the knee, and reaches the server's
   * capacity only with a pool well past it. */
  @Test
  void mvaLiesUnderTheBoundsAndApproachesThem() {
    for (int pool = 1; pool <= 32; pool++) {
      double exact = EXAMPLE.throughput(32, pool);
      assertTrue(exact <= EXAMPLE.bound(32, pool) * (1 + 1e-12), "pool " + pool);
    }
    assertEquals(100, EXAMPLE.throughput(32, 1), 1e-9);
    assertTrue(EXAMPLE.throughput(32, 4) < 0.9 * 400);
    assertEquals(400, EXAMPLE.throughput(32, 32), 400 * 0.01);
  }

  /* Closed loop, no think time, more threads than connections: every connection is always in
   * use, so the pool's throughput is the inner network's at population P. */
  @Test
  void aSaturatedPoolIsItsConnectionsNetwork() {
    List<MvaPoint> inside = EXAMPLE.inUse(6);

    assertEquals(inside.get(5).throughput(), EXAMPLE.throughput(32, 6), 1e-9);
  }

  /* A pool as large as the threads limits nothing: the flow-equivalent server in a loop with the
   * think time is then exactly the network with both delays merged. */
  @Test
  void anUnlimitedPoolIsTheNetworkWithoutIt() {
    PoolSystem thinking = new PoolSystem(new ServerStation(8, 5), 3, 7);
    List<MvaPoint> merged = LoadDependentMva.solve(thinking.server()::rate, 10, 20);

    assertEquals(merged.get(19).throughput(), thinking.throughput(20, 20), 1e-12);
  }

  /* More CPUs move the knee and raise the ceiling: K = 8 at the same times has P* = 16. */
  @Test
  void theKneeMovesWithTheServers() {
    PoolSystem eight = PoolSystem.closedLoop(8, 0.005, 0.005);

    assertEquals(16, eight.poolKnee(), 1e-12);
    assertTrue(eight.throughput(64, 16) > 3 * EXAMPLE.throughput(64, 16));
  }

  @Test
  void refusesNegativeTimes() {
    assertThrows(IllegalArgumentException.class, () -> PoolSystem.closedLoop(2, 5, -1));
    assertThrows(IllegalArgumentException.class, () -> PoolSystem.closedLoop(0, 5, 1));
    assertThrows(IllegalArgumentException.class, () -> PoolSystem.closedLoop(2, 0, 1));
  }
}
