package dev.nnebench.report.ci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.report.figure.Trials;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.DoubleStream;
import org.junit.jupiter.api.Test;

class PairedGateTest {
  /* The same small scatter on both sides' iterations, shifted against each other. */
  private static final double[] OWN = {1.00, 1.01, 0.99, 1.02, 0.98, 1.00, 1.01, 0.99, 1.00, 1.02,
      1.00, 0.99};
  private static final double[] PEER = {1.01, 0.99, 1.00, 1.00, 0.99, 1.02, 1.00, 0.98, 1.01, 1.00,
      0.99, 1.01};

  @Test
  void aCandidateSlowerThanTheLimitByMoreThanItsBarRegressed() {
    GateReport report = judge(pair(1.05, OWN.length));
    GatedAnswer a = report.answers().get(0);
    assertEquals(Verdict.REGRESSED, a.verdict(), a.reason());
    assertTrue(PairedGate.line(a).startsWith("regressed: paired-gate FetchThroughput.fetch ("),
        PairedGate.line(a));
    assertTrue(a.name().paramText().contains("counterpart=calibration=0"), a.name().text());
  }

  @Test
  void theSameCodePasses() {
    GateReport report = judge(pair(1.0, OWN.length));
    assertEquals(Verdict.PASSED, report.answers().get(0).verdict());
    assertTrue(report.passed());
  }

  @Test
  void aSlowDownWithinTheLimitPasses() {
    assertEquals(Verdict.PASSED, judge(pair(1.005, OWN.length)).answers().get(0).verdict());
  }

  @Test
  void twoIterationsGiveNoBarToJudgeBy() {
    assertEquals(Verdict.SKIPPED, judge(pair(1.5, 2)).answers().get(0).verdict());
  }

  @Test
  void unpairedTrialsAreNotGated() {
    Trial alone = Trials.measuredFetch("23", "true", "AES256", "SHA256", "1000", 2.0);
    assertEquals(List.of(), judge(alone).answers());
  }

  @Test
  void acrossJdksEachCandidateIsHeldAgainstTheReferenceOfItsCellForkPairByForkPair() {
    List<Trial> rows = List.of(side(Trial.GATE_REFERENCE, "1", 1.0),
        side(Trial.GATE_CANDIDATE, "1", 1.05), side(Trial.GATE_REFERENCE, "2", 1.05),
        side(Trial.GATE_CANDIDATE, "2", 1.05));

    GateReport report = PairedGate.judge(rows, 0.01, "reference jdk=17, candidate jdk=25",
        Duration.ZERO);

    assertEquals(List.of(Verdict.REGRESSED, Verdict.PASSED),
        report.answers().stream().map(GatedAnswer::verdict).toList());
    GatedAnswer slower = report.answers().get(0);
    assertEquals(1.05, slower.figures().candidate().value(), 0.005);
    assertTrue(slower.reason().endsWith(", 2 fork pairs"), slower.reason());
    assertTrue(slower.name().about().contains("jdk 25.0.3 vs 17.0.15"), slower.name().text());
  }

  @Test
  void acrossJdksACandidateWithoutItsReferenceIsNotJudged() {
    assertEquals(List.of(), judge(side(Trial.GATE_CANDIDATE, "1", 1.0)).answers());
  }

  /* One side's row of a gate across JDKs: two forks, each fetching at {@code level}. */
  private static Trial side(String side, String cell, double level) {
    boolean reference = side.equals(Trial.GATE_REFERENCE);
    double[] wobble = reference ? PEER : OWN;
    return Trials.of(Benchmark.FETCH.text(), 1, 0.01,
        Trial.LEG, reference ? "gate-reference" : "main",
        Trial.JDK, reference ? "17.0.15" : "25.0.3", Trial.GATE_SIDE, side, Trial.GATE_CELL, cell,
        "param.driver", "23", "param.counterpart", "none",
        "aux.cpuNanos", "2e8", "aux.bytes", "1e8",
        Trial.SERIES + "aux.cpuNanos", series(wobble, 2e8 * level, wobble.length) + " | "
            + series(OWN, 2e8 * level, OWN.length),
        Trial.SERIES + "aux.bytes", series(null, 1e8, wobble.length) + " | "
            + series(null, 1e8, OWN.length));
  }

  private static GateReport judge(Trial t) {
    return PairedGate.judge(List.of(t), 0.01, "reference calibration=0", Duration.ZERO);
  }

  /* A paired fetch whose own side costs {@code ratio} times its counterpart's per byte. */
  private static Trial pair(double ratio, int iterations) {
    return Trials.of(Benchmark.FETCH.text(), 1, 0.01, "param.driver", "23",
        "param.calibration", "3%", "param.counterpart", "calibration=0",
        "aux.cpuNanos", "2e8", "aux.bytes", "1e8", "aux.cpuNanosPeer", "2e8",
        "aux.bytesPeer", "1e8",
        Trial.SERIES + "aux.cpuNanos", series(OWN, 2e8 * ratio, iterations),
        Trial.SERIES + "aux.bytes", series(null, 1e8, iterations),
        Trial.SERIES + "aux.cpuNanosPeer", series(PEER, 2e8, iterations),
        Trial.SERIES + "aux.bytesPeer", series(null, 1e8, iterations));
  }

  private static String series(double[] wobble, double level, int n) {
    return DoubleStream.of(wobble == null ? new double[n] : wobble).limit(n)
        .map(w -> wobble == null ? level : level * w).mapToObj(Double::toString)
        .collect(Collectors.joining(" "));
  }
}
