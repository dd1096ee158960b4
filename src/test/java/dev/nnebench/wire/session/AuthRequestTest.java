package dev.nnebench.wire.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.wire.ttc.TtcReader;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class AuthRequestTest {
  /** ojdbc11 21.24's phase-1 request after its function header: the user name is raw bytes. */
  private static final String PHASE_ONE = "0101050101010105010142454e4348010d0d415554485f5445524d"
      + "494e414c0107077" + "56e6b6e6f776e00010f0f415554485f50524f4752414d5f4e4d0110104a4442"
      + "43205468696e20436c69656e7400010c0c415554485f4d414348494e450102027" + "66d0001080841"
      + "5554485f504944010404313233340001080841" + "5554485f534944010404726f6f7400";

  @Test
  void shouldReadTheDriversPhaseOne() {
    AuthRequest r = AuthRequest.read(new TtcReader(HexFormat.of().parseHex(PHASE_ONE)), false);
    assertEquals("BENCH", r.user());
    assertEquals(1, r.mode());
    assertEquals(5, r.values().size());
    assertEquals("JDBC Thin Client", r.values().get("AUTH_PROGRAM_NM"));
    assertEquals("root", r.values().get("AUTH_SID"));
  }
}
