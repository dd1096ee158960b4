package dev.nnebench.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ReadStyleTest {

  @Test
  void parsesMethodNamesAndConstants() {
    assertEquals(ReadStyle.GET_STRING, ReadStyle.parse("getString"));
    assertEquals(ReadStyle.GET_BYTES, ReadStyle.parse("GETBYTES"));
    assertEquals(ReadStyle.GET_BYTES, ReadStyle.parse("GET_BYTES"));
    assertEquals("getBytes", ReadStyle.GET_BYTES.toString());
    assertEquals(ReadStyle.GET_OBJECT, ReadStyle.parse("getObject"));
  }

  @Test
  void rejectsOtherReads() {
    assertThrows(IllegalArgumentException.class, () -> ReadStyle.parse("getClob"));
  }
}
