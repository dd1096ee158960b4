package dev.nnebench.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.target.TargetKind;
import dev.nnebench.target.Targets;
import org.junit.jupiter.api.Test;

class SweepTest {

  @Test
  void targetRuleMovesThreeDesToRefusedOnLoopbackOnly() {
    Sweep full = Preset.load("full").sweep();
    Sweep loopback = full.refusing(s -> Targets.refusal(TargetKind.LOOPBACK, s));
    Sweep url = full.refusing(s -> Targets.refusal(TargetKind.URL, s));
    assertEquals(full, url);
    assertTrue(loopback.scenarios().stream().noneMatch(s -> s.encryption().legacy()));
    assertEquals(full.scenarios().size() + full.refused().size(),
        loopback.scenarios().size() + loopback.refused().size());
    assertTrue(loopback.refused().stream()
        .anyMatch(r -> r.reason().contains("loopback double does not implement 3DES168")));
  }
}
