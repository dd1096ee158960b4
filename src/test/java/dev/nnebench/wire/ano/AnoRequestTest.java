package dev.nnebench.wire.ano;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.nnebench.nne.NneLevel;
import java.util.List;
import org.junit.jupiter.api.Test;

class AnoRequestTest {
  @Test
  void shouldTakeTheClientsPublicValueFromItsSecondPacket() throws AnoFormatException {
    byte[] x = {1, 2, 3, 4};
    AnoPacket p = new AnoPacket(0x17A00000L, List.of(new AnoPacket.Service(AnoService.INTEGRITY, 0,
        List.of(new AnoPacket.SubPacket(AnoService.TYPE_RAW, x)))));
    byte[] wire = AnoCodec.encode(p);
    assertArrayEquals(x, AnoRequest.clientPublicValue(AnoCodec.decode(wire, 0, wire.length)));
  }

  @Test
  void shouldRejectASecondPacketWithoutIt() {
    AnoPacket p = new AnoPacket(0x17A00000L, List.of());
    assertThrows(AnoFormatException.class, () -> AnoRequest.clientPublicValue(p));
  }

  @Test
  void absentServicesShouldReadAsRejected() {
    AnoRequest r = AnoRequest.of(new AnoPacket(0x17A00000L, List.of()));
    assertEquals(NneLevel.REJECTED, r.encryption().level());
    assertEquals(NneLevel.REJECTED, r.integrity().level());
  }
}
