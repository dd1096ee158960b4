package dev.nnebench.failure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ServerErrorTest {
  @Test
  void isFoundByItsCodeAmongTheCausesNotInTheMessage() {
    RuntimeException wrapped = new NnebenchException(ExitCodes.FETCH, "fetch failed",
        new SQLTimeoutException("cancelled", "72000", 1013));

    ServerError error = ServerError.of(wrapped).orElseThrow();

    assertTrue(error.cancelled());
    assertEquals("ORA-01013", error.toString());
  }

  @Test
  void aMessageThatMerelyMentionsAnOraCodeIsNoServerError() {
    assertEquals(Optional.empty(), ServerError.of(new IllegalStateException("ORA-00942 seen")));
    assertEquals(Optional.empty(), ServerError.of(new SQLException("no code")));
  }

  @Test
  void anyOtherCodeIsAFailedFetchNotATimeout() {
    assertFalse(new ServerError(942).cancelled());
  }
}
