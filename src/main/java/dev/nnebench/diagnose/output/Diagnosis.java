package dev.nnebench.diagnose.output;

import dev.nnebench.diagnose.network.FetchSplit;
import dev.nnebench.diagnose.network.Network;
import dev.nnebench.diagnose.network.PoolHint;
import dev.nnebench.diagnose.profile.InForce;
import dev.nnebench.diagnose.profile.PartOfResult;
import dev.nnebench.diagnose.profile.WireProfile;
import dev.nnebench.diagnose.sweep.Attribution;
import dev.nnebench.diagnose.sweep.FetchSizeCurve;
import dev.nnebench.diagnose.sweep.Finding;
import dev.nnebench.diagnose.sweep.Replay;
import java.util.List;
import java.util.Optional;

/**
 * Everything one diagnose run found: what is in force, the profile of one fetch and where its
 * time went (client CPU, network, server), every measured
 * candidate, the network they ran over, where the time goes, what was not measured and why, the
 * chart drawn (if any) and, on a url or container target, the profile replayed on the loopback
 * double.
 *
 * @param what the query's label: a shape, or "your query"
 */
public record Diagnosis(String what, InForce inForce, Network network, WireProfile profile,
    FetchSplit split, Optional<PoolHint> pool, List<Finding> findings, PartOfResult part,
    Optional<Attribution> attribution, List<String> skipped, FetchSizeCurve curve,
    Optional<String> chart, Optional<Replay.Result> replay) {
  public Diagnosis {
    findings = List.copyOf(findings);
    skipped = List.copyOf(skipped);
  }
}
