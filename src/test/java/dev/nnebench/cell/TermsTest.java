package dev.nnebench.cell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** NAME=VALUE lists (a counterpart, a skip rule, a per-cell setting) as cells. */
class TermsTest {
  @Test
  void parsesTermsInOrderAndPrintsThemBack() {
    Cell terms = Terms.parse(" jce=true & fetchSize = 10 && ", "&", "ctx", "e.g.");
    assertEquals(Cell.parse(Map.of("jce", "true", "fetchSize", "10")), terms);
    assertEquals("jce=true & fetchSize=10", terms.joined(" & "));
  }

  @Test
  void aSeparatorIsLiteralNotARegularExpression() {
    assertEquals(Cell.parse(Map.of("jce", "true", "sdu", "8192")),
        Terms.parse("jce=true|sdu=8192", "|", "ctx", "e.g."));
  }

  @Test
  void refusesATermWithoutNameOrValueNamingContextAndExample() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Terms.parse("jce=true/=2", "/", "counterpart 'jce=true/=2'", "jce=true"));
    assertEquals("counterpart 'jce=true/=2': '=2' is not NAME=VALUE; write e.g. jce=true",
        e.getMessage());
  }

  @Test
  void aCellHoldsTermsComparingValuesInAnyCaseAndNeedsEveryName() {
    Cell values = Cell.parse(Map.of("encryption", "aes256", "jce", "true"));
    assertTrue(values.holds(Terms.parse("encryption=AES256", "&", "ctx", "e.g.")));
    assertFalse(values.holds(Terms.parse("encryption=AES256 & checksum=NONE", "&", "ctx",
        "e.g.")));
  }
}
