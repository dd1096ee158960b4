package dev.nnebench.preset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cell.Cell;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SkipRuleTest {
  private final SkipRule rule =
      SkipRule.parse("encryption=AES256 & checksum=NONE; fetchSize=10 & checksum=SHA256");

  @Test
  void aCellWithEveryNamedValueIsSkippedWithTheConjunctionNamed() {
    assertEquals(Optional.of("the preset skips encryption=AES256 & checksum=NONE"),
        rule.reason(Cell.parse(Map.of("encryption", "aes256", "checksum", "NONE", "fetchSize", "10"))));
  }

  @Test
  void aCellMissingANameOrDifferingInOneIsKept() {
    assertTrue(rule.reason(Cell.parse(Map.of("encryption", "AES256", "checksum", "SHA256",
        "fetchSize", "1000"))).isEmpty());
    assertTrue(rule.reason(Cell.parse(Map.of("checksum", "SHA256"))).isEmpty());
  }

  @Test
  void aTermWithoutAValueIsRefusedWithAnExample() {
    var e = assertThrows(IllegalArgumentException.class, () -> SkipRule.parse("fetchSize"));
    assertTrue(e.getMessage().contains("write e.g. skip = fetchSize=10"), e.getMessage());
  }
}
