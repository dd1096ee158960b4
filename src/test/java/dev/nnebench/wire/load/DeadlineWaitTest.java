package dev.nnebench.wire.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InterruptedIOException;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The server model's wait on a clock whose parks wake as late as an idle or a busy machine's:
 * it learns the lateness and parks that much early, so that waits end at their deadlines on
 * average instead of each adding its lateness, and it never spins longer than a short stretch.
 */
class DeadlineWaitTest {
  private static final long MS = 1_000_000L;
  private static final int WAITS = 200;
  private static final long WAIT = 20 * MS;

  @Test
  void onAnIdleMachineAWaitEndsAtItsDeadlineAndNeverBefore() throws Exception {
    FakeClock clock = new FakeClock(asked -> 100_000);
    DeadlineWait wait = new DeadlineWait(clock);
    for (int i = 0; i < WAITS; i++) {
      long deadline = clock.nanoTime() + WAIT;
      wait.await(deadline);
      long late = clock.nanoTime() - deadline;
      assertTrue(late >= 0, "wait " + i + " ended " + -late + " ns early");
      if (i >= WAITS / 2) {
        assertTrue(late <= FakeClock.YIELD_NANOS, "wait " + i + " ended " + late + " ns late");
      }
    }
    assertEquals(100_000, wait.learnedLatenessNanos(), 100);
  }

  /* Parks that wake 2 ms late would add 10 % to 20 ms waits taken one after another. */
  @Test
  void onABusyMachineTheWaitsTakeTheirTimeNotTheirTimePlusTheLateness() throws Exception {
    FakeClock clock = new FakeClock(asked -> 2 * MS);
    long over = overDeadlines(clock);
    assertTrue(over >= 0 && over < 0.02 * WAITS * WAIT, over / 1e6 + " ms over "
        + WAITS * WAIT / MS + " ms");
  }

  @Test
  void parksWhoseLatenessVariesEndOnTheirDeadlinesOnAverageWithoutSpinning() throws Exception {
    SplittableRandom random = new SplittableRandom(7);
    FakeClock clock = new FakeClock(asked -> random.nextLong(4 * MS));
    long over = overDeadlines(clock);
    assertTrue(Math.abs(over) < 0.02 * WAITS * WAIT, over / 1e6 + " ms off "
        + WAITS * WAIT / MS + " ms");
    long mostYields = WAITS * (DeadlineWait.MAX_YIELD_NANOS / FakeClock.YIELD_NANOS + 1);
    assertTrue(clock.yields() <= mostYields, clock.yields() + " yields");
  }

  /* A spurious wake-up (a park that returns early) is parked again. */
  @Test
  void aParkThatReturnsEarlyIsParkedAgain() throws Exception {
    FakeClock clock = new FakeClock(asked -> -asked / 2);
    DeadlineWait wait = new DeadlineWait(clock);
    long deadline = clock.nanoTime() + WAIT;
    wait.await(deadline);
    assertTrue(clock.nanoTime() - deadline >= 0);
  }

  @Test
  void anInterruptEndsTheWait() {
    FakeClock clock = new FakeClock(asked -> 0);
    DeadlineWait wait = new DeadlineWait(clock);
    Thread.currentThread().interrupt();
    try {
      assertThrows(InterruptedIOException.class, () -> wait.await(clock.nanoTime() + WAIT));
      assertTrue(Thread.currentThread().isInterrupted(), "the interrupt is kept");
    } finally {
      Thread.interrupted();
    }
  }

  /* The sum of how far past its deadline each of {@link #WAITS} waits ended. */
  private static long overDeadlines(FakeClock clock) throws Exception {
    DeadlineWait wait = new DeadlineWait(clock);
    long over = 0;
    for (int i = 0; i < WAITS; i++) {
      long deadline = clock.nanoTime() + WAIT;
      wait.await(deadline);
      over += clock.nanoTime() - deadline;
    }
    return over;
  }
}
