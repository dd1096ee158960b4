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

  @Test
  void anSduTurnsASimpleUrlIntoADescriptorAskingForIt() {
    assertEquals("jdbc:oracle:thin:@(DESCRIPTION=(SDU=65535)(ADDRESS=(PROTOCOL=TCP)(HOST=db)"
        + "(PORT=1521))(CONNECT_DATA=(SERVICE_NAME=FREEPDB1)))",
        ThinUrl.parse("jdbc:oracle:thin:@//db:1521/FREEPDB1").orElseThrow().withSdu(65535)
            .orElseThrow());
    assertEquals("jdbc:oracle:thin:@(DESCRIPTION=(SDU=8192)(ADDRESS=(PROTOCOL=TCP)(HOST=db)"
        + "(PORT=1522))(CONNECT_DATA=(SID=ORCL)))",
        ThinUrl.parse("jdbc:oracle:thin:@db:1522:ORCL").orElseThrow().withSdu(8192)
            .orElseThrow());
  }

  @Test
  void aUrlWithEzConnectParametersIsNotRewritten() {
    assertTrue(ThinUrl.parse("jdbc:oracle:thin:@//db:1521/SVC?connect_timeout=5").orElseThrow()
        .withSdu(65535).isEmpty());
  }
}
