package dev.nnebench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class TransientTest {
  private static final double[] LEVEL =
      {1.00, 1.02, 0.98, 1.01, 0.99, 1.00, 1.02, 0.98, 1.01, 0.99, 1.00, 1.01};

  @Test
  void aLevelSeriesKeepsEveryIteration() {
    assertEquals(0, Transient.cut(LEVEL));
  }

  @Test
  void leadingIterationsFarOffTheRestAreTheTransientsTail() {
    double[] warming = LEVEL.clone();
    warming[0] = 1.8;
    warming[1] = 1.5;
    warming[2] = 0.7;
    assertEquals(3, Transient.cut(warming));
  }

  @Test
  void aLateOutlierIsNotATransient() {
    double[] spiked = LEVEL.clone();
    spiked[9] = 2.0;
    assertEquals(0, Transient.cut(spiked));
  }

  /* A paired fetch trial's per-iteration ratios (driver 19, own AES vs JCE, fetch size 10) from a
   * quick run: the first 8 of 18 were still off the level the rest settled at. */
  @Test
  void aTransientOutlastingAThirdOfTheSeriesIsCutWhole() {
    double[] ratios = {1.83, 2.41, 2.54, 1.94, 1.85, 2.18, 2.34, 2.37, 2.61, 2.66, 2.72, 2.66,
        2.67, 2.58, 2.65, 2.52, 2.64, 2.76};
    assertEquals(8, Transient.cut(ratios));
  }

  @Test
  void neverMoreThanHalfIsDropped() {
    double[] falling = new double[12];
    for (int i = 0; i < falling.length; i++) {
      falling[i] = 10 - i;
    }
    assertEquals(5, Transient.cut(falling));
    assertEquals(0, Transient.cut(new double[] {5, 1}));
  }

  /* diagnose's smoke preset measures 3 iterations: cutting one would leave no interval. */
  @Test
  void aCutLeavesEnoughForAnInterval() {
    assertEquals(0, Transient.cut(new double[] {9, 1, 1}));
    assertEquals(1, Transient.cut(new double[] {9, 1, 1.01, 0.99}));
  }

  @Test
  void eachForkIsCutOnItsOwn() {
    double[] warming = LEVEL.clone();
    warming[0] = 3;
    Series s = new Series(java.util.List.of(warming, LEVEL));
    int[] cuts = Transient.cuts(s);
    // MSER may take a level iteration or two beside the outlier: the cut is a bound, not a count
    assertTrue(cuts[0] >= 1, Arrays.toString(cuts));
    assertEquals(0, cuts[1]);
    Series kept = s.dropLeading(cuts);
    assertEquals(LEVEL.length - cuts[0], kept.forks().get(0).length);
    assertEquals(LEVEL.length, kept.forks().get(1).length);
    assertEquals(s.pooled().length, Series.parse(s.text()).pooled().length);
    assertThrows(IllegalArgumentException.class, () -> s.dropLeading(new int[] {1}));
  }
}
