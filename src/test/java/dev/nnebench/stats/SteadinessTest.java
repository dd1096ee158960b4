package dev.nnebench.stats;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class SteadinessTest {
  private final Steadiness rule = new Steadiness(0.10, 0.12);

  @Test
  void settledIterationsWithOneGcSpikeAreSteady() {
    // CPU s/GB of driver 19 with JCE after warm-up, from a real fork, plus one GC spike
    Series s = Series.of(6.10, 5.83, 6.23, 5.35, 6.26, 5.88, 5.62, 6.25, 5.75, 6.29, 9.90, 5.69);

    assertTrue(rule.judge(s).steady(), rule.judge(s).describe());
  }

  @Test
  void theJitHumpIsNotSteady() {
    // the same trial measured from the fork's start: a C1 plateau, a 4x hump, then settled
    Series s = Series.of(11.1, 9.0, 7.8, 9.2, 10.1, 41.8, 34.0, 37.4, 32.5, 7.2, 5.8, 5.5);

    Steadiness.Verdict v = rule.judge(s);
    assertFalse(v.steady());
  }

  @Test
  void aSteadyDriftIsATrend() {
    Series s = Series.of(5.0, 5.1, 5.2, 5.3, 5.4, 5.5, 5.6, 5.7, 5.8, 5.9, 6.0, 6.1);

    Steadiness.Verdict v = rule.judge(s);
    assertFalse(v.steady());
    assertTrue(v.describe().startsWith("trend +"), v.describe());
  }

  @Test
  void aTrendTheScatterExplainsIsNotATrend() {
    // 6 % scatter around the line: a 12 % "trend" over eight iterations is within three of its
    // standard errors
    Series s = Series.of(9.0, 10.6, 9.4, 10.9, 9.8, 11.2, 10.1, 11.0);

    assertTrue(rule.judge(s).steady(), rule.judge(s).describe());
  }

  @Test
  void eachForkIsJudgedOnItsOwn() {
    Series s = new Series(List.of(new double[] {5.0, 5.1, 4.9, 5.0, 5.1},
        new double[] {5.0, 7.0, 3.0, 8.0, 2.0}));

    Steadiness.Verdict v = rule.judge(s);
    assertFalse(v.steady());
    assertTrue(v.describe().contains("in fork 2"), v.describe());
  }
}
