package dev.nnebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.ParamSet;
import dev.nnebench.preset.JmhKeys;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JmhSettingsTest {
  private static JmhSettings settings(Map<String, String> keys) {
    return JmhSettings.DEFAULTS.with(JmhKeys.of(keys));
  }

  private static ParamSet sets(Map<String, List<String>> named) {
    return ParamSet.parse(named);
  }

  @Test
  void presetKeysOverrideOnlyWhatTheyName() {
    JmhSettings s = settings(Map.of(
        "forks", "2", "measurementTime", "2s", "warmupTime", "250ms",
        "param.fetchSize", "10, 1000"));

    assertEquals(2, s.forks());
    assertEquals(Duration.ofSeconds(2), s.iterationTime());
    assertEquals(Duration.ofMillis(250), s.warmupTime());
    assertEquals(List.of("10", "1000"), s.params().values(Axes.require("fetchSize")));
    assertEquals(JmhSettings.DEFAULTS.iterations(), s.iterations());
    assertEquals(JmhSettings.DEFAULTS.controlIncludes(), s.controlIncludes());
  }

  @Test
  void blankControlIncludeTurnsControlsOff() {
    assertTrue(settings(Map.of("control.include", "")).controlIncludes()
        .isEmpty());
  }

  @Test
  void zeroForksIsRefusedWithTheReason() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> settings(Map.of("forks", "0")));

    assertTrue(e.getMessage().startsWith("jmh.forks must be >= 1"), e.getMessage());
  }

  @Test
  void badDurationNamesTheKeyAndTheForm() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> settings(Map.of("warmupTime", "soon")));

    assertEquals("jmh.warmupTime must look like 500ms or 2s, got soon", e.getMessage());
  }

  @Test
  void badNumberNamesTheKey() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> settings(Map.of("measurementIterations", "x")));

    assertEquals("jmh.measurementIterations must be a whole number, got x", e.getMessage());
  }

  @Test
  void unknownKeyIsRefusedWithTheKnownOnes() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> settings(Map.of("fork", "1")));

    assertTrue(e.getMessage().startsWith("unknown key jmh.fork; use jmh.[forks,"),
        e.getMessage());
  }

  @Test
  void aClassKeyOverridesTheRunWideValueForThatClassOnly() {
    JmhSettings s = settings(java.util.Map.of("warmupIterations", "2",
        "FetchThroughput.warmupIterations", "8", "ConnectCost.param.driver", "23"));

    assertEquals(2, s.warmupIterations());
    assertEquals(8, s.forClass("FetchThroughput").warmupIterations());
    assertEquals(2, s.forClass("CipherThroughput").warmupIterations());
    assertEquals(java.util.List.of("23"), s.forClass("ConnectCost").params().values(Axes.require("driver")));
  }

  @Test
  void aCommandLineParamWinsOverAClassParam() {
    JmhSettings s = settings(java.util.Map.of("ConnectCost.param.driver", "23"))
        .withParams(ParamSet.parse(java.util.Map.of("driver", java.util.List.of("19"))));

    assertEquals(java.util.List.of("19"), s.forClass("ConnectCost").params().values(Axes.require("driver")));
  }

  @Test
  void anUnknownClassKeyFailsAtLoadNamingTheAllowedOnes() {
    var e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> settings(java.util.Map.of("FetchThroughput.warmup", "8")));
    assertTrue(e.getMessage().startsWith("unknown key jmh.FetchThroughput.warmup"), e.getMessage());
  }

  @Test
  void aCellKeyOverridesTheClassForLegsWhoseTrialsAllHoldIt() {
    JmhSettings s = settings(java.util.Map.of(
        "FetchThroughput.measurementIterations", "8",
        "FetchThroughput[fetchSize=10].measurementIterations", "16"));
    String include = new Job("dev.nnebench.bench.fetch.FetchThroughput.fetch",
        ParamSet.EMPTY).include();

    Leg small = Leg.main(List.of(include), sets(Map.of("fetchSize", List.of("10"))));
    Leg large = Leg.main(List.of(include), sets(Map.of("fetchSize", List.of("1000"))));
    Leg mixed = Leg.main(List.of(include), sets(Map.of("fetchSize", List.of("10", "1000"))));

    assertEquals(16, s.forLeg(small).iterations());
    assertEquals(8, s.forLeg(large).iterations());
    assertEquals(8, s.forLeg(mixed).iterations());
    assertEquals(16, s.forLeg(small).withLongerWarmup().iterations());
  }

  @Test
  void theNarrowerOfTwoCellKeysWins() {
    String include = new Job("dev.nnebench.bench.fetch.FetchThroughput.fetch",
        ParamSet.EMPTY).include();
    Leg paired = Leg.main(List.of(include), sets(Map.of("fetchSize", List.of("10"),
        "counterpart", List.of("fetchSize=1000"), "driver", List.of("23"))));
    String narrow = "FetchThroughput[fetchSize=10&counterpart=fetchSize=1000].";
    // several broad rules, each in a map of its own: a preset file keeps no order, and a
    // precedence left to a map's iteration order would pick the broad one in some of them
    for (String broad : List.of("fetchSize=10", "counterpart=fetchSize=1000", "driver=23")) {
      JmhSettings s = settings(Map.of(
          "FetchThroughput[" + broad + "].measurementIterations", "14",
          narrow + "measurementIterations", "20"));
      assertEquals(20, s.forLeg(paired).iterations(), broad);
    }
  }

  @Test
  void aCellKeyMaySetNoParameterAndNeedsNameEqualsValue() {
    var param = assertThrows(IllegalArgumentException.class, () -> settings(
        Map.of("FetchThroughput[fetchSize=10].param.driver", "23")));
    assertTrue(param.getMessage().startsWith(
        "unknown key jmh.FetchThroughput[fetchSize=10].param.driver"), param.getMessage());
    var condition = assertThrows(IllegalArgumentException.class, () -> settings(Map.of("FetchThroughput[fetchSize].measurementIterations", "16")));
    assertTrue(condition.getMessage().contains("'fetchSize' is not NAME=VALUE"),
        condition.getMessage());
  }

  @Test
  void aPrecisionTargetNeedsATimeCap() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> settings(Map.of("precision", "2%")));
    assertTrue(e.getMessage().contains("jmh.trialTimeCap = 90s"), e.getMessage());
  }

  @Test
  void aClassMayStateItsOwnPrecision() {
    JmhSettings s = settings(Map.of("precision", "2%", "trialTimeCap", "60s",
        "ConnectCost.precision", "4%"));
    assertEquals(0.02, s.forClass("FetchThroughput").precision().relativeBar(), 1e-12);
    assertEquals(0.04, s.forClass("ConnectCost").precision().relativeBar(), 1e-12);
    assertEquals(Duration.ofSeconds(60), s.forClass("ConnectCost").precision().cap());
  }

  @Test
  void aLinkPaceIsANumberFromZeroToTen() {
    assertEquals(0, JmhSettings.DEFAULTS.linkPace(), 0);
    assertEquals(0.25, settings(Map.of("linkPace", "0.25")).linkPace(), 0);
    var word = assertThrows(IllegalArgumentException.class,
        () -> settings(Map.of("linkPace", "fast")));
    assertTrue(word.getMessage().contains("jmh.linkPace must be a number"), word.getMessage());
    var negative = assertThrows(IllegalArgumentException.class,
        () -> settings(Map.of("FetchThroughput.linkPace", "-1")));
    assertTrue(negative.getMessage().contains("jmh.linkPace = 0.5"), negative.getMessage());
  }

  @Test
  void noPrecisionMeansTheForksThePresetSets() {
    assertEquals(PrecisionTarget.NONE, JmhSettings.DEFAULTS.precision());
    assertTrue(PrecisionTarget.NONE.met(Double.NaN));
  }

  @Test
  void theNoteSaysWhetherTheTargetWasMet() {
    PrecisionTarget target = new PrecisionTarget(0.02, Duration.ofSeconds(90));
    assertEquals("± 1.4 % after 3 forks (target ± 2 %)", UntilPrecise.note(true, 0.0142, 3,
        target));
    assertEquals("not reached: ± 3.1 % after 1 fork (target ± 2 %, time cap 90 s)",
        UntilPrecise.note(false, 0.031, 1, target));
  }
}
