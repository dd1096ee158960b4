package dev.nnebench.link;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The pacer's learnt lateness cannot grow past the delays it paces and stop it delaying. */
class PacerTest {
  private static final long MS = 1_000_000;

  @Test
  void aLatenessLearntAboveTheDelayIsUnlearntByTheWaitsItSkips() throws InterruptedException {
    // learnt under load: wake-ups 10 ms late, five times the 2 ms one-way delay paced below
    Pacer pacer = new Pacer(10 * MS);

    for (int i = 0; i < 200; i++) {
      pacer.awaitDeadline(System.nanoTime() + 2 * MS);
    }

    // each skipped wait delivers early and teaches so; the old pacer kept 10 ms, skipped every
    // wait from then on and the link stopped delaying at all
    assertTrue(pacer.wakeLateNanos() < 5 * MS, pacer.wakeLateNanos() + " ns");
  }
}
