package dev.nnebench.preset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class SweepTest {

  @Test
  void aRuleMovesWhatItRefusesToTheRefusedWithItsReason() {
    Sweep full = Preset.load("full").sweep();
    Sweep no3des = full.refusing(s -> s.encryption().legacy()
        ? Optional.of("no 3DES on this target") : Optional.empty());
    assertEquals(full, full.refusing(s -> Optional.empty()));
    assertTrue(no3des.scenarios().stream().noneMatch(s -> s.encryption().legacy()));
    assertEquals(full.scenarios().size() + full.refused().size(),
        no3des.scenarios().size() + no3des.refused().size());
    assertTrue(no3des.refused().stream()
        .anyMatch(r -> r.reason().equals("no 3DES on this target")));
    assertTrue(no3des.refused().size() > full.refused().size());
  }
}
