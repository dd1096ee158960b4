package dev.nnebench.wire.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InterruptedIOException;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The server model's wait on a clock whose parks wake as late as an idle or a busy machine's:
 * it learns the lateness and parks that much early, so that its waits end at their deadlines on
 * average instead of each adding its lateness (taken one after another, 20 ms waits whose parks
 * wake 2 ms late would take 10 % more than asked).
 */
class DeadlineWaitTest {
  private static final long MS = 1_000_000L;
  private static final int WAITS = 200;
  private static final long WAIT = 20 * MS;
  /* What learning costs the first waits of a session (about 16 of them, each less late than the
   * one before) and the spread of a varying lateness, summed: well under the 10 % of gaining it. */
  private static final double SLACK = 0.02 * WAITS * WAIT;

  @Test
  void onAnIdleMachineAWaitEndsAtItsDeadline() throws Exception {
    FakeClock clock = new FakeClock(asked -> 100_000);
    DeadlineWait wait = new DeadlineWait(clock);
    for (int i = 0; i < WAITS; i++) {
      long deadline = clock.nanoTime() + WAIT;
      wait.await(deadline);
      long late = clock.nanoTime() - deadline;
      assertTrue(late >= 0 && (i < WAITS / 2 || late <= 1_000), "wait " + i + ": " + late + " ns");
    }
    assertEquals(100_000, wait.learnedLatenessNanos(), 100);
  }

  @Test
  void parksThatWakeLateByTheSameTimeCostOnlyTheLearning() throws Exception {
    long over = overDeadlines(new FakeClock(asked -> 2 * MS));
    assertTrue(over >= 0 && over < SLACK, over / 1e6 + " ms over " + WAITS * WAIT / MS + " ms");
  }

  @Test
  void parksWhoseLatenessVariesEndOnTheirDeadlinesOnAverage() throws Exception {
    SplittableRandom random = new SplittableRandom(7);
    long over = overDeadlines(new FakeClock(asked -> random.nextLong(4 * MS)));
    assertTrue(Math.abs(over) < SLACK, over / 1e6 + " ms off " + WAITS * WAIT / MS + " ms");
  }

  /* A busy machine wakes most parks about on time and stalls one in twenty for 8 ms: the others
   * end early by what the stalls cost on average. */
  @Test
  void theStallsOfABusyMachineAreMadeUpByTheWaitsAroundThem() throws Exception {
    SplittableRandom random = new SplittableRandom(11);
    long over = overDeadlines(new FakeClock(asked -> random.nextInt(20) == 0 ? 8 * MS : 100_000));
    assertTrue(Math.abs(over) < SLACK, over / 1e6 + " ms off " + WAITS * WAIT / MS + " ms");
  }

  /* A wait shorter than parks wake late ends at once, and forgets some lateness each time, so
   * that a busy spell does not stop it from parking (and learning) for good. */
  @Test
  void aWaitTooShortToParkEndsAtOnceAndParkingResumes() throws Exception {
    FakeClock clock = new FakeClock(asked -> 2 * MS);
    DeadlineWait wait = new DeadlineWait(clock);
    for (int i = 0; i < 100; i++) {
      wait.await(clock.nanoTime() + WAIT);
    }
    long start = clock.nanoTime();
    wait.await(start + MS);
    assertEquals(start, clock.nanoTime(), "too short to park");
    for (int i = 0; i < 200 && clock.nanoTime() == start; i++) {
      wait.await(start + MS);
    }
    assertTrue(clock.nanoTime() > start, "parks again once it has forgotten enough");
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

  /* The sum of how far past its deadline each of WAITS waits ended (negative: before). */
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
