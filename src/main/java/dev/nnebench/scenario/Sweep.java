package dev.nnebench.scenario;

import java.util.List;

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
}
