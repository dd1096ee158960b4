package dev.nnebench.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ThinUrlTest {
  @Test
  void theRelayStandsInForHostAndPortOfEverySimpleForm() {
    assertEquals("jdbc:oracle:thin:@//127.0.0.1:5000/SVC",
        ThinUrl.parse("jdbc:oracle:thin:@//db.example:1521/SVC").orElseThrow().via(5000));
    assertEquals("jdbc:oracle:thin:@127.0.0.1:5000:ORCL",
        ThinUrl.parse("jdbc:oracle:thin:@db:1522:ORCL").orElseThrow().via(5000));
    assertEquals("db", ThinUrl.parse("jdbc:oracle:thin:@db:1522:ORCL").orElseThrow().host());
  }

  @Test
  void aDescriptorIsNotRelayed() {
    assertTrue(ThinUrl.parse("jdbc:oracle:thin:@(DESCRIPTION=(ADDRESS=(HOST=db)(PORT=1521)))")
        .isEmpty());
  }

  @Test
  void credentialsInTheUrlAreSeen() {
    assertTrue(ThinUrl.hasCredentials("jdbc:oracle:thin:scott/tiger@//db:1521/SVC"));
    assertFalse(ThinUrl.hasCredentials("jdbc:oracle:thin:@//db:1521/SVC"));
  }
}
