package dev.nnebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cell.ParamSet;
import dev.nnebench.preset.JmhKeys;
import java.time.Duration;
import java.util.List;
import java.util.Map;
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
    JmhSettings target = JmhSettings.DEFAULTS.with(JmhKeys.NONE.with("precision", "4%")
        .with("trialTimeCap", "60s"));
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

  @Test
  void aFetchOverALinkCountsDownWhatThePlanCountedForIt() {
    JmhSettings settings = JmhSettings.DEFAULTS.with(JmhKeys.NONE
        .with("warmupIterations", "1").with("warmupTime", "7s")
        .with("measurementIterations", "8").with("measurementTime", "500ms")
        .with("linkPace", "0.25"));
    ParamSet overTheLink = ParamSet.parse(Map.of("rtt", List.of("2ms"), "fetchSize",
        List.of("10"), "shape", List.of("small"), "counterpart", List.of("fetchSize=1000"),
        "encryption", List.of("NONE"), "checksum", List.of("NONE")));
    Leg leg = Leg.main(List.of("FetchThroughput.fetch"), overTheLink);
    TrialPlan plan = TrialPlan.of(settings, leg);
    Countdown countdown = new Countdown(plan);
    countdown.startLeg("main", settings);

    // 1,000 round trips of 2 ms, a quarter more for the paced side: 2.5 s an operation
    Duration fork = countdown.plannedOverLink(FETCH, overTheLink.expand().get(0), 1)
        .orElseThrow();
    assertEquals(TrialPlan.FORK_OVERHEAD.plus(TrialPlan.setup(FETCH, true))
        .plus(Duration.ofMillis(3 * 2_500 + 8 * 2_500)), fork);
    assertEquals(1, plan.trials());
    assertEquals(fork, plan.estimate());
    assertEquals("(1/1, 0 left, ~0m00s)", countdown.finishOne(FETCH, fork));
    assertTrue(countdown.plannedOverLink(CIPHER, overTheLink.expand().get(0), 1).isEmpty());
  }
}
