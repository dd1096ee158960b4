package dev.nnebench.wire.session.login;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.wire.ttc.TtcFormatException;
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

  /** python-oracledb 3.4.1's phase 1 (as the double saw it): the user name is length-prefixed. */
  private static final String PYTHON_PHASE_ONE = "0101050101010105010105" + "62656e6368"
      + "010d0d415554485f5445524d494e414c010707756e6b6e6f776e00"
      + "010f0f415554485f50524f4752414d5f4e4d010606707974686f6e00"
      + "010c0c415554485f4d414348494e4501020276" + "6d00"
      + "010808415554485f5049440104043530363100"
      + "010808415554485f534944010404726f6f7400";

  @Test
  void shouldReadALengthPrefixedUserName() {
    AuthRequest r = AuthRequest.read(new TtcReader(HexFormat.of().parseHex(PYTHON_PHASE_ONE)),
        true);
    assertEquals("bench", r.user());
    assertEquals(5, r.values().size());
    assertEquals("python", r.values().get("AUTH_PROGRAM_NM"));
  }

  @Test
  void shouldRefuseAPrefixedNameReadAsRaw() {
    // the client's data-type negotiation decides; the other reading runs off the pairs
    assertThrows(TtcFormatException.class, () -> AuthRequest.read(
        new TtcReader(HexFormat.of().parseHex(PYTHON_PHASE_ONE)), false));
  }

  @Test
  void shouldTakeAnEmptyValueWrittenAsOneZeroByte() {
    // no user, mode 1, one pair; go-ora writes an empty value as a single 0 (no bytes follow)
    String request = "00" + "00" + "0101" + "01" + "0101" + "01" + "01"
        + "0108" + "08415554485f534944" + "00" + "00";
    AuthRequest r = AuthRequest.read(new TtcReader(HexFormat.of().parseHex(request)), true);
    assertEquals(null, r.user());
    assertTrue(r.values().containsKey("AUTH_SID"));
    assertEquals(null, r.values().get("AUTH_SID"));
  }
}
