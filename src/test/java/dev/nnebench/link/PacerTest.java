package dev.nnebench.link;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PacerTest {
  /* The link's RTT check takes the fastest of a few round trips: one early delivery would pass
   * a link that adds less than asked. Whatever it learned of park lateness, none is early. */
  @Test
  void aDeliveryIsNeverBeforeItsDeadline() throws InterruptedException {
    Pacer pacer = new Pacer();
    for (int i = 0; i < 300; i++) {
      long deadline = System.nanoTime() + 60_000 + (i % 10) * 100_000;
      pacer.awaitDeadline(deadline);
      long early = deadline - System.nanoTime();
      assertTrue(early <= 0, "delivery " + i + " was " + early + " ns early");
    }
  }

  /* Too close to park for, yet not due: delivered at its deadline, not at once. */
  @Test
  void aWaitShorterThanAParkIsStillNotEarly() throws InterruptedException {
    Pacer pacer = new Pacer();
    for (int i = 0; i < 300; i++) {
      long deadline = System.nanoTime() + 20_000;
      pacer.awaitDeadline(deadline);
      long early = deadline - System.nanoTime();
      assertTrue(early <= 0, "delivery " + i + " was " + early + " ns early");
    }
  }

  @Test
  void aDeadlineAlreadyPastIsNotWaitedFor() throws InterruptedException {
    Pacer pacer = new Pacer();
    long past = System.nanoTime() - 1_000_000;
    pacer.awaitDeadline(past); // returns at once; a wait here would hang the relay's queue
    assertTrue(System.nanoTime() > past);
  }

  /* A busy spell can teach it a lateness longer than the waits it paces; it must park again
   * (and relearn) rather than yield through every wait from then on. What it relearns is the
   * machine's real lateness, which a loaded machine can push past the waits themselves, so the
   * check is that the 5 ms it was taught is gone, not how small the new figure is. */
  @Test
  void aLatenessLongerThanTheWaitsIsForgottenUntilItParksAgain() throws InterruptedException {
    Pacer pacer = new Pacer(5_000_000);
    for (int i = 0; i < 200; i++) {
      pacer.awaitDeadline(System.nanoTime() + 200_000);
    }
    assertTrue(pacer.learnedLatenessNanos() < 1_000_000, pacer.learnedLatenessNanos() + " ns");
  }
}
