package dev.nnebench.diagnose;

import java.util.List;
import java.util.Optional;

/**
 * Everything one diagnose run found: what is in force, the profile of one fetch, every measured
 * candidate, the network they ran over, where the time goes, what was not measured and why, the chart drawn (if any)
 * and, on a url or container target, the profile replayed on the loopback double.
 *
 * @param what the query's label: a shape, or "your query"
 */
public record Diagnosis(String what, InForce inForce, Network network, WireProfile profile,
    List<Finding> findings,
    Optional<Attribution> attribution, List<String> skipped, FetchSizeCurve curve,
    Optional<String> chart, Optional<Replay.Result> replay) {
  public Diagnosis {
    findings = List.copyOf(findings);
    skipped = List.copyOf(skipped);
  }
}
