package dev.nnebench.preset;

import dev.nnebench.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A planned set of scenarios, plus the combinations that were refused at plan time and why.
 *
 * @param scenarios what will run, in preset order
 * @param refused what will not run, each with its reason
 */
public record Sweep(List<Scenario> scenarios, List<Refused> refused) {

  /** A combination a driver cannot do. */
  public record Refused(Scenario scenario, String reason) {
    @Override
    public String toString() {
      return "skipped " + scenario.label() + ": " + reason;
    }
  }

  public Sweep {
    scenarios = List.copyOf(scenarios);
    refused = List.copyOf(refused);
  }

  /**
   * This sweep with a further rule applied, e.g. what a target cannot serve ({@code
   * sweep.refusing(target::refusal)}): scenarios it refuses move to the refused.
   */
  public Sweep refusing(Function<Scenario, Optional<String>> rule) {
    List<Scenario> run = new ArrayList<>();
    List<Refused> out = new ArrayList<>(refused);
    for (Scenario s : scenarios) {
      rule.apply(s).ifPresentOrElse(r -> out.add(new Refused(s, r)), () -> run.add(s));
    }
    return new Sweep(run, out);
  }
}
