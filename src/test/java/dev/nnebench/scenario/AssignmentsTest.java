package dev.nnebench.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class AssignmentsTest {
  @Test
  void parsesTermsInOrderAndPrintsThemBack() {
    Map<String, String> terms = Assignments.parse(" b=2 & a = x && ", "&", "ctx", "e.g.");
    assertEquals(Map.of("b", "2", "a", "x"), terms);
    assertEquals("b=2 & a=x", Assignments.text(terms, " & "));
  }

  @Test
  void aSeparatorIsLiteralNotARegularExpression() {
    assertEquals(Map.of("a", "1", "b", "2"), Assignments.parse("a=1|b=2", "|", "ctx", "e.g."));
  }

  @Test
  void refusesATermWithoutNameOrValueNamingContextAndExample() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Assignments.parse("a=1/=2", "/", "counterpart 'a=1/=2'", "jce=true"));
    assertEquals("counterpart 'a=1/=2': '=2' is not NAME=VALUE; write e.g. jce=true", e.getMessage());
  }

  @Test
  void holdInComparesValuesIgnoringCaseAndNeedsEveryName() {
    Map<String, String> values = Map.of("encryption", "aes256", "jce", "true");
    assertTrue(Assignments.holdIn(Map.of("encryption", "AES256"), values));
    assertFalse(Assignments.holdIn(Map.of("encryption", "AES256", "checksum", "NONE"), values));
  }
}
