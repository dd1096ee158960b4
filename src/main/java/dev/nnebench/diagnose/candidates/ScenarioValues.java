package dev.nnebench.diagnose.candidates;

import dev.nnebench.preset.ScenarioParams;
import dev.nnebench.results.ParamName;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.scenario.Shapes;
import dev.nnebench.shape.Shape;
import java.util.LinkedHashMap;
import java.util.Map;

/** A scenario as the benchmark's parameter values ({@link ScenarioParams} names), and back. */
public final class ScenarioValues {
  private ScenarioValues() {}

  public static Map<String, String> of(Scenario s) {
    Map<String, String> v = new LinkedHashMap<>();
    v.put(ParamName.DRIVER, s.driver().shortName());
    v.put(ParamName.JCE, Boolean.toString(s.jce()));
    v.put(ParamName.ENCRYPTION_LEVEL, s.encryptionLevel().name());
    v.put(ParamName.ENCRYPTION, s.encryption().driverName());
    v.put(ParamName.CHECKSUM_LEVEL, s.checksumLevel().name());
    v.put(ParamName.CHECKSUM, s.checksum().name());
    v.put(ParamName.FETCH_SIZE, s.fetchSizeValue());
    v.put(ParamName.SHAPE, shapeName(s.shape()));
    v.put(ParamName.READ, s.read().label());
    return v;
  }

  /* A named shape by its name, another by its label (100x3x20-n0-r1): parameter values name
   * the trial's files, which must stay short. */
  public static String shapeName(Shape shape) {
    return Shapes.named().keySet().stream().filter(name -> Shapes.parse(name).equals(shape))
        .findFirst().orElse(shape.label());
  }

  /**
   * {@code s} with {@code candidate}'s changes, exactly as the benchmark builds its counterpart
   * (the levels stay those in force). Throws IllegalArgumentException naming a bad value.
   */
  static Scenario with(Scenario s, Candidate candidate) {
    return ScenarioParams.toScenario(candidate.counterpart().applyTo(of(s)));
  }
}
