package dev.nnebench.wire.tns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class ConnectPacketTest {
  /** The fixed part of ojdbc11 23.26's CONNECT (from the brief's spike), after the header. */
  private static final String FIXED = "013f012c0c412000ffff4f9800000001%04x004a00000000"
      + "9191" + "00".repeat(24) + "00002000" + "00200000" + "00000000" + "00000001";
  private static final String DESCRIPTOR = "(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(PORT=1521)"
      + "(HOST=127.0.0.1))(CONNECT_DATA=(CID=(PROGRAM=Client)(HOST=vm)(USER=root))"
      + "(SERVICE_NAME=freepdb1)(CONNECTION_ID=abc)))";

  private static byte[] payload(boolean inline) {
    byte[] fixed = HexFormat.of().parseHex(String.format(FIXED, DESCRIPTOR.length()));
    if (!inline) {
      return fixed;
    }
    byte[] data = DESCRIPTOR.getBytes(StandardCharsets.US_ASCII);
    byte[] p = Arrays.copyOf(fixed, fixed.length + data.length);
    System.arraycopy(data, 0, p, fixed.length, data.length);
    return p;
  }

  @Test
  void shouldDecodeTheDriversConnect() throws TnsFormatException {
    ConnectPacket c = ConnectPacket.parse(payload(true));
    assertEquals(319, c.version());
    assertEquals(300, c.lowestVersion());
    assertEquals(8192, c.sdu());
    assertEquals(0x200000, c.tdu());
    assertEquals(0x91, c.naFlags0());
    assertEquals("FREEPDB1", c.serviceName());
    assertEquals("CLIENT", c.descriptorValue("PROGRAM"));
  }

  @Test
  void shouldReadTheCompressionWordAtPacketOffset66() throws TnsFormatException {
    assertEquals(0, ConnectPacket.parse(payload(true)).compression());
    byte[] p = payload(true);
    p[58] = (byte) 0x88; // ojdbc's default "on" over TCPS: level high, not plain TCP
    p[61] = 0x02;
    assertEquals(0x88000002, ConnectPacket.parse(p).compression());
    assertEquals(0x88000002, ConnectPacket.parse(p).withConnectData("x").compression());
  }

  @Test
  void shouldLeaveConnectDataForTheFollowingDataPacket() throws TnsFormatException {
    ConnectPacket c = ConnectPacket.parse(payload(false));
    assertNull(c.connectData());
    assertEquals(DESCRIPTOR.length(), c.connectDataLength());
    assertEquals("FREEPDB1", c.withConnectData(DESCRIPTOR).serviceName());
  }

  @Test
  void shouldRejectTruncatedConnect() {
    assertThrows(TnsFormatException.class, () -> ConnectPacket.parse(new byte[10]));
  }

  @Test
  void shouldReadValuesAsOracleNetWritesThem() throws TnsFormatException {
    ConnectPacket c = ConnectPacket.parse(payload(false)).withConnectData(
        "(description=( connect_data = ( sid = free )(program= a b )(SID=second)))");
    assertEquals("FREE", c.serviceName());
    assertEquals("A B", c.descriptorValue("PROGRAM"));
    assertNull(c.descriptorValue("HOST"));
    assertNull(c.withConnectData("(SERVICE_NAME=unterminated").serviceName());
    assertEquals("X", c.withConnectData("(CID=(SID=x))").serviceName()); // not CID's tail
  }

  @Test
  void shouldParseAHostileDescriptorInLinearTime() throws TnsFormatException {
    // 64 KB of "(SID=" and no closing parenthesis: a backtracking pattern retries every opening
    // parenthesis to the end of the text, seconds of CPU per lookup
    String hostile = "(SID=".repeat(64 * 1024 / 5);
    ConnectPacket c = ConnectPacket.parse(payload(false)).withConnectData(hostile);
    assertTimeoutPreemptively(Duration.ofSeconds(2), () -> {
      for (int i = 0; i < 3; i++) {
        assertNull(c.serviceName());
        assertNull(c.descriptorValue("PROGRAM"));
      }
    });
  }
}
