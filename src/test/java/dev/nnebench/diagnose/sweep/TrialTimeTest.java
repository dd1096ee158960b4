package dev.nnebench.diagnose.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** A candidate's bench run modelled from the profile: its setup, then its iterations. */
class TrialTimeTest {
  private static final TrialTime.Iterations PRESET =
      new TrialTime.Iterations(4, 10, Duration.ofSeconds(1));
  private static final TrialTime.Setup QUERY = new TrialTime.Setup(Duration.ofMillis(500), 0, 0);

  private static Duration ms(long ms) {
    return Duration.ofMillis(ms);
  }

  @Test
  void warmingUpShortensWhatIsNotRoundTripsOnly() {
    TrialTime.Profiled fetch = new TrialTime.Profiled(ms(1_300), ms(1_000), 1_000);

    assertEquals(ms(1_000 + Math.round(300 / TrialTime.WARM_SPEEDUP)), fetch.warm());
  }

  @Test
  void aSlowFetchMakesEachIterationAsLongAsOnePairedFetch() {
    // all round trips: 2 x 800 ms paired outlast the 1 s iteration
    TrialTime t = TrialTime.of(PRESET, new TrialTime.Profiled(ms(800), ms(800), 1_000), QUERY);

    assertEquals(ms(1_600), t.iteration());
  }

  @Test
  void aQuickFetchAddsHalfAPairedFetchToEachIteration() {
    TrialTime t = TrialTime.of(PRESET, new TrialTime.Profiled(ms(200), ms(200), 1_000), QUERY);

    assertEquals(ms(1_200), t.iteration());
    assertEquals(ms(16_800).plus(t.setup()), t.first());
    assertEquals(ms(4_800), t.againExtra(), "measured again: four more warm-up iterations");
  }

  @Test
  void aQuerysForkConnectsBothSidesAndProbesNothing() {
    TrialTime t = TrialTime.of(PRESET, new TrialTime.Profiled(ms(200), ms(200), 1_000), QUERY);

    assertEquals(TrialTime.FORK.plus(ms(1_000)), t.setup());
  }

  @Test
  void aShapesForkAlsoProbesEachSideOnANewConnectionAtTheProfiledPace() {
    // 5,000 probe rows at the profile's 200 ms per 1,000: 1 s a side, cold
    TrialTime t = TrialTime.of(PRESET, new TrialTime.Profiled(ms(200), ms(0), 1_000),
        new TrialTime.Setup(ms(500), 1, 5_000));

    assertEquals(TrialTime.FORK.plus(ms(4 * 500 + 2 * 1_000)), t.setup());
  }
}
