package dev.nnebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.results.Trial;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ComparisonTest {

  @Test
  void comparesEachTrialWithItsCounterpartAndSkipsTrialsWithout() {
    List<Trial> trials = List.of(
        Trials.of("C.m", 100, 1, "param.engine", "JCE", "param.algorithm", "AES128"),
        Trials.of("C.m", 50, 1, "param.engine", "DRIVER_23", "param.algorithm", "AES128"),
        Trials.of("C.m", 40, 1, "param.engine", "DRIVER_23", "param.algorithm", "AES256"));

    List<String> bullets = Comparison.within("C.m", "main",
        t -> t.param("engine").equals("DRIVER_23"), Map.of("engine", "JCE"), Figures.SCORE)
        .bullets(trials, "vs JCE");

    assertEquals(List.of("- algorithm=AES128, engine=DRIVER_23: vs JCE **0.500× ± 0.0112**"), bullets);
  }

  @Test
  void acrossLegsWithNothingVaryingNeedsNoLabel() {
    Trial main = Trials.of("C.m", 100, 0, "param.engine", "JCE");
    Map<String, String> aesOff = new java.util.LinkedHashMap<>(
        Trials.of("C.m", 10, 0, "param.engine", "JCE").fields());
    aesOff.put(Trial.LEG, "aes-off");

    List<String> bullets = Comparison.acrossLegs("C.m", "aes-off", t -> true, "main",
        Figures.SCORE).bullets(List.of(main, new Trial(aesOff)), "on aes-off vs main");

    assertEquals(List.of("- on aes-off vs main **0.100× ± 0.00**"), bullets);
  }
}
