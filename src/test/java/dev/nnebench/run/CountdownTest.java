package dev.nnebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class CountdownTest {
  private static final String FETCH = "FetchThroughput.fetch";
  private static final String CIPHER = "CipherThroughput.encrypt";

  @Test
  void countsDownAcrossLegsWithTimeLeft() {
    Countdown countdown = new Countdown(new TrialPlan(3, Duration.ofSeconds(90)));
    countdown.startLeg("main");

    assertEquals("(1/3, 2 left, ~1m00s)", countdown.finishOne(CIPHER, Duration.ofSeconds(30)));
    countdown.startLeg("aes-off");
    assertEquals("(2/3, 1 left, ~0m30s)", countdown.finishOne(CIPHER, Duration.ofSeconds(30)));
    assertEquals("[aes-off]", countdown.leg());
    assertEquals("(3/3, 0 left, ~0m00s)", countdown.finishOne(CIPHER, Duration.ofSeconds(30)));
  }

  @Test
  void moreTrialsThanPlannedNeverGoesNegative() {
    Countdown countdown = new Countdown(new TrialPlan(0, Duration.ZERO));

    assertEquals("(1/0, 0 left, ~0m00s)", countdown.finishOne(CIPHER, Duration.ofSeconds(5)));
  }

  @Test
  void theForksATargetStillAsksCountUntilTheyRunAndTheCapBoundsTheMost() {
    PrecisionTarget target = new PrecisionTarget(0.04, Duration.ofSeconds(60));
    // two fetch trials of 20 s each, each allowed up to its 60 s cap
    Countdown countdown = new Countdown(new TrialPlan(2, Duration.ofSeconds(40),
        Duration.ofSeconds(120)));
    countdown.startLeg("main", target);

    assertEquals("(1/2, 1 left, ~0m20s, up to 1m00s)",
        countdown.finishOne(FETCH, Duration.ofSeconds(20)));
    // its bar asks two more forks of 20 s; the cap would allow 40 s
    countdown.expectForCurrent(Duration.ofSeconds(40), Duration.ofSeconds(40));
    countdown.addOne();
    assertEquals("(2/3, 1 left, ~0m40s, up to 1m20s)",
        countdown.finishOne(FETCH, Duration.ofSeconds(20)));
    countdown.expectForCurrent(Duration.ZERO, Duration.ZERO);
    assertEquals("(3/3, 0 left, ~0m00s)", countdown.finishOne(FETCH, Duration.ofSeconds(20)));
  }
}
