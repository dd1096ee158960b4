package dev.nnebench.run;

import dev.nnebench.cell.Cell;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.Targets;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TransportRefusalTest {
  private static Map<String, String> cell(String transport, String enc, String sum,
      String counterpart) {
    return Map.of("transport", transport, "encryption", enc, "checksum", sum, "counterpart",
        counterpart);
  }

  @Test
  void tcpsWithNneOffPairedWithTcpRuns() {
    assertEquals(Optional.empty(), TransportRefusal.of(
        Cell.parse(cell("tcps", "NONE", "NONE", "transport=tcp/encryption=AES256/checksum=SHA256")), null));
    assertEquals(Optional.empty(), TransportRefusal.of(
        Cell.parse(cell("tcp", "AES256", "SHA256", "encryption=NONE/checksum=NONE")), null));
  }

  @Test
  void tcpsWithNneOnIsDoubleEncryptionAndRefused() {
    String why = TransportRefusal.of(Cell.parse(cell("tcps", "AES256", "SHA256", "")), null).orElseThrow();
    assertTrue(why.contains("double encryption"), why);
  }

  @Test
  void aCounterpartOverTcpsWithNneOnIsRefusedToo() {
    assertTrue(TransportRefusal.of(Cell.parse(cell("tcp", "AES256", "SHA256", "transport=tcps")), null)
        .isPresent());
  }

  @Test
  void aTargetWithoutTcpsRefusesTcpsCells() {
    var target = Targets.open(TargetOptions.url("jdbc:oracle:thin:@//db:1521/S", "u", "p"));
    String why = TransportRefusal.of(Cell.parse(cell("tcps", "NONE", "NONE", "")), target).orElseThrow();
    assertTrue(why.contains("serves no TCPS"), why);
    assertEquals(Optional.empty(), TransportRefusal.of(Cell.parse(cell("tcp", "NONE", "NONE", "")), target));
  }

  @Test
  void ezTlsRunsWithNneOffOnDriver23AndTheLoopbackDouble() {
    Map<String, String> ez = new java.util.HashMap<>(cell("eztls", "NONE", "NONE",
        "transport=tcp/encryption=AES256/checksum=SHA256"));
    ez.put("driver", "23");
    assertEquals(Optional.empty(), TransportRefusal.of(Cell.parse(ez), null));
    ez.put("driver", "19");
    assertTrue(TransportRefusal.of(Cell.parse(ez), null).orElseThrow().contains("ojdbc 19 has no ezTLS"));
    String why = TransportRefusal.of(Cell.parse(cell("eztls", "AES256", "SHA256", "")), null).orElseThrow();
    assertTrue(why.contains("ezTLS is the encryption"), why);
  }

  @Test
  void aTargetNotKnownToAnswerEzTlsRefusesEzTlsCells() {
    var target = Targets.open(TargetOptions.url("jdbc:oracle:thin:@//db:1521/S", "u", "p"));
    String why = TransportRefusal.of(Cell.parse(cell("eztls", "NONE", "NONE", "")), target).orElseThrow();
    assertTrue(why.contains("not known to answer ezTLS"), why);
  }
}
