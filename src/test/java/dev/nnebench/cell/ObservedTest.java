package dev.nnebench.cell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class ObservedTest {
  @Test
  void aForkRecordsItsOwnAndItsCounterpartsDeclaredFacts() {
    Observed seen = Observed.of(Map.of("encryption", "AES256", "peer.encryption", "NONE",
        "cpus.client", "0"));

    assertEquals("AES256", seen.text(Facts.ENCRYPTION));
    assertEquals("NONE", seen.peer().text(Facts.ENCRYPTION));
    assertEquals("0", seen.text(Facts.CPUS_CLIENT));
  }

  /* A fact a fork records without declaring it would vanish from every row: refused instead. */
  @Test
  void aForkFactNoOneDeclaredIsRefusedByName() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Observed.of(Map.of("peer.cipherMode", "CBC")));

    assertTrue(e.getMessage().contains("'peer.cipherMode' is not a declared fact"),
        e.getMessage());
  }

  /* results.csv of an older run may hold columns no fork records any more: they are skipped. */
  @Test
  void anOlderRowsUndeclaredColumnIsSkipped() {
    Observed seen = Observed.NONE.withNamed("retiredFact", "x").withNamed("sdu", "8192");

    assertEquals(8192, seen.get(Facts.SDU).orElseThrow());
    assertEquals(Observed.NONE.withNamed("sdu", "8192").text(Facts.SDU), seen.text(Facts.SDU));
  }
}
