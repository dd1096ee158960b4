package dev.nnebench.cell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.target.Transport;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CellTest {
  private static Cell cell(String... nameValue) {
    Map<String, String> named = new LinkedHashMap<>();
    for (int i = 0; i < nameValue.length; i += 2) {
      named.put(nameValue[i], nameValue[i + 1]);
    }
    return Cell.parse(named);
  }

  @Test
  void anAxisTheCellDoesNotNameReadsAsItsDefault() {
    Cell c = cell("driver", "19", "encryption", "aes128");
    assertEquals(DriverVersion.V19, c.get(Axes.DRIVER));
    assertEquals(EncryptionType.AES128, c.get(Axes.ENCRYPTION));
    assertEquals(Transport.TCP, c.get(Axes.TRANSPORT));
    assertTrue(c.find(Axes.TRANSPORT).isEmpty());
    assertEquals("aes128", c.text(Axes.ENCRYPTION));
  }

  @Test
  void withPrintsTheValueAsTheAxisWritesIt() {
    Cell c = Cell.EMPTY.with(Axes.ENCRYPTION, EncryptionType.TDES168).with(Axes.FETCH_SIZE, 0);
    assertEquals("encryption=3DES168, fetchSize=default", c.label());
  }

  @Test
  void nneIsOnWhenEncryptionOrChecksumIsAndOffWhenNeitherIsNamed() {
    assertTrue(cell("encryption", "NONE", "checksum", "SHA256").nneOn());
    assertFalse(cell("encryption", "none", "checksum", "NONE").nneOn());
    assertFalse(cell("driver", "23").nneOn());
  }

  @Test
  void theCounterpartIsATypedDifference() {
    Cell c = cell("encryption", "AES256", "checksum", "SHA256",
        "counterpart", "encryption=NONE/checksum=NONE");
    assertTrue(c.paired());
    assertEquals(cell("encryption", "NONE", "checksum", "NONE"), c.peer());
    assertFalse(c.peer().nneOn());
    assertTrue(Counterpart.parse("encryption=none").changesNothing(cell("encryption", "NONE")));
    assertEquals("encryption=NONE/checksum=NONE", c.counterpart().text());
  }

  @Test
  void aCounterpartNamingNoAxisIsRefusedWithTheNamesThereAre() {
    var e = assertThrows(IllegalArgumentException.class, () -> Counterpart.parse("crypto=NONE"));
    assertTrue(e.getMessage().startsWith("counterpart 'crypto=NONE': unknown parameter 'crypto'"),
        e.getMessage());
  }

  @Test
  void theScenarioTakesTheCellsValuesAndDefaultsForTheRest() {
    Cell c = cell("driver", "21", "jce", "false", "encryption", "NONE", "checksum", "SHA1",
        "fetchSize", "10", "shape", "tiny", "read", "getBytes");
    var s = c.scenario();
    assertEquals(NneLevel.REJECTED, s.encryptionLevel());
    assertEquals(ChecksumType.SHA1, s.checksum());
    assertEquals(10, s.fetchSize());
    assertEquals(EncryptionType.AES256, Cell.EMPTY.scenario().encryption());
  }

  @Test
  void holdsComparesValuesInAnyCaseAndNeedsEveryTerm() {
    Cell c = cell("encryption", "AES256", "checksum", "NONE");
    assertTrue(c.holds(cell("encryption", "aes256")));
    assertFalse(c.holds(cell("encryption", "AES256", "fetchSize", "10")));
  }
}
