package dev.nnebench.report.figure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class SteadyPartTest {
  private static final String LEVEL = "1.0 1.02 0.98 1.01 0.99 1.0 1.02 0.98 1.01";

  @Test
  void theTransientsTailLeavesEverySeriesOfTheTrial() {
    Trial t = Trials.of(Benchmark.FETCH.text(), 1, 0.1,
        Trial.SERIES + "aux.cpuNanos", "4.0 3.0 " + LEVEL,
        Trial.SERIES + "aux.bytes", "1 1 1 1 1 1 1 1 1 1 1",
        Trial.SERIES + "score", "9 8 7 7 7 7 7 7 7 7 7");
    Trial kept = SteadyPart.of(t);
    assertEquals("2", kept.get(SteadyPart.DROPPED));
    assertEquals(2, SteadyPart.dropped(kept));
    assertEquals(9, values(kept, "aux.cpuNanos").length);
    assertEquals(9, values(kept, "aux.bytes").length);
    assertEquals(9, values(kept, "score").length);
    assertEquals(1.0, values(kept, "aux.cpuNanos")[0]);
    assertSame(kept, SteadyPart.of(kept), "applied once");
  }

  @Test
  void aTrialWithoutIterationsIsLeftAsItIs() {
    Trial t = Trials.of(Benchmark.FETCH.text(), 1, 0.1);
    assertSame(t, SteadyPart.of(t));
    assertEquals(0, SteadyPart.dropped(t));
  }

  private static double[] values(Trial t, String name) {
    return t.series(name).orElseThrow().pooled();
  }

  @Test
  void aLevelTrialKeepsEveryIteration() {
    Trial t = Trials.of(Benchmark.FETCH.text(), 1, 0.1, Trial.SERIES + "aux.cpuNanos", LEVEL,
        Trial.SERIES + "aux.bytes", "1 1 1 1 1 1 1 1 1");
    assertEquals(0, SteadyPart.dropped(SteadyPart.of(t)));
    assertEquals(Arrays.toString(values(t, "aux.cpuNanos")),
        Arrays.toString(values(SteadyPart.of(t), "aux.cpuNanos")));
  }
}
