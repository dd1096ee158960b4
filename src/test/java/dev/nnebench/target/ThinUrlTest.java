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

  /* TCPS needs a descriptor: its one HOST and PORT are relayed, in either order, any case. */
  @Test
  void theRelayStandsInForTheOneAddressOfADescriptor() {
    ThinUrl tcps = ThinUrl.parse("jdbc:oracle:thin:@(DESCRIPTION=(ADDRESS=(PROTOCOL=TCPS)"
        + "(HOST=db.example)(PORT=2484))(CONNECT_DATA=(SERVICE_NAME=SVC)))").orElseThrow();
    assertEquals("db.example", tcps.host());
    assertEquals(2484, tcps.port());
    assertEquals("jdbc:oracle:thin:@(DESCRIPTION=(ADDRESS=(PROTOCOL=TCPS)(HOST=127.0.0.1)"
        + "(PORT=5000))(CONNECT_DATA=(SERVICE_NAME=SVC)))", tcps.via(5000));
    assertEquals("jdbc:oracle:thin:@(description=(address=(port = 5000)(host = 127.0.0.1)))",
        ThinUrl.parse("jdbc:oracle:thin:@(description=(address=(port = 1521)(host = db)))")
            .orElseThrow().via(5000));
    assertTrue(tcps.withSdu(65535).isEmpty());
  }

  @Test
  void aDescriptorWithSeveralAddressesIsNotRelayed() {
    assertTrue(ThinUrl.parse("jdbc:oracle:thin:@(DESCRIPTION=(ADDRESS_LIST=(ADDRESS=(HOST=a)"
        + "(PORT=1521))(ADDRESS=(HOST=b)(PORT=1521))))").isEmpty());
    assertTrue(ThinUrl.parse("jdbc:oracle:thin:@ldap://ldap.example:389/orcl,cn=x").isEmpty());
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
