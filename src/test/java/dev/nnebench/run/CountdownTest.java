package dev.nnebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class CountdownTest {

  @Test
  void countsDownAcrossLegsWithTimeLeft() {
    Countdown countdown = new Countdown(new TrialPlan(3, Duration.ofSeconds(90)));
    countdown.startLeg("main");

    assertEquals("(1/3, 2 left, ~1m00s)", countdown.finishOne());
    countdown.startLeg("aes-off");
    assertEquals("(2/3, 1 left, ~0m30s)", countdown.finishOne());
    assertEquals("[aes-off]", countdown.leg());
    assertEquals("(3/3, 0 left, ~0m00s)", countdown.finishOne());
  }

  @Test
  void moreTrialsThanPlannedNeverGoesNegative() {
    Countdown countdown = new Countdown(new TrialPlan(0, Duration.ZERO));

    assertEquals("(1/0, 0 left, ~0m00s)", countdown.finishOne());
  }
}
