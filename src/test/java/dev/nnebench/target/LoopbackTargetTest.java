package dev.nnebench.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.nne.KeySchedule;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.List;
import org.junit.jupiter.api.Test;

class LoopbackTargetTest {
  private static final int CONNECT_TIMEOUT_MILLIS = 2_000;

  @Test
  void commandRunsServeOnPortZeroWithTheServerSettings() {
    CpuPlacement placement = CpuPinning.forLoopback();
    List<String> cmd = LoopbackTarget.command(TargetOptions.loopback(), placement);
    int java = CpuPinning.serverPrefix(placement).size();
    assertEquals(CpuPinning.serverPrefix(placement), cmd.subList(0, java));
    assertTrue(cmd.get(java).endsWith("java"), cmd.get(java));
    assertEquals(LoopbackTarget.COMPILE_SOONER, cmd.get(java + 1));
    int main = cmd.indexOf(LoopbackTarget.MAIN_CLASS);
    assertEquals(List.of("serve", "--port", "0", "--tcps", "--sdu", Integer.toString(SduAsked.MAX),
        "--encryption-server", "ACCEPTED",
        "--encryption-types", "AES256,AES192,AES128,3DES168,3DES112", "--checksum-server", "ACCEPTED",
        "--checksum-types", "SHA512,SHA384,SHA256,SHA1,MD5", "--key-schedule", "UPDATED", "--user", "bench",
        "--compression", "on", "--compression-levels", "high"),
        cmd.subList(main + 1, cmd.size()));
  }

  @Test
  void commandNeverCarriesThePassword() {
    TargetOptions secret = new TargetOptions(TargetKind.LOOPBACK, null, "bench", "s3cret-pw",
        dev.nnebench.nne.NneLevel.ACCEPTED);
    assertTrue(LoopbackTarget.command(secret, CpuPinning.forLoopback()).stream().noneMatch(a -> a.contains("s3cret-pw")));
  }

  @Test
  void commandPassesTheKeySchedule() {
    List<String> cmd = LoopbackTarget.command(
        TargetOptions.loopback().withKeySchedule(KeySchedule.LEGACY), CpuPinning.forLoopback());
    assertEquals("LEGACY", cmd.get(cmd.indexOf("--key-schedule") + 1));
  }

  @Test
  void pinnedTheDoubleStartsOnTheServersCoreAndSharedWithoutTaskset() {
    CpuPlacement pinned = CpuPlacement.pinned(new CpuTopology.Split(CpuList.parse("3,7"),
        CpuList.parse("0-2,4-6")));
    List<String> cmd = LoopbackTarget.command(TargetOptions.loopback(), pinned);
    assertEquals(List.of("/usr/bin/taskset", "-c", "3,7"), cmd.subList(0, 3));
    List<String> shared = LoopbackTarget.command(TargetOptions.loopback(),
        CpuPlacement.shared("one core"));
    assertTrue(shared.get(0).endsWith("java"), shared.toString());
  }

  @Test
  void startsListensAndStopsOnClose() throws IOException {
    int port;
    try (LoopbackTarget t = LoopbackTarget.start(TargetOptions.loopback())) {
      port = t.port();
      assertTrue(port > 0);
      assertEquals("jdbc:oracle:thin:@//127.0.0.1:" + port + "/FREEPDB1", t.url());
      TcpsEndpoint tcps = t.tcps().orElseThrow();
      assertTrue(java.nio.file.Files.isRegularFile(tcps.trustStore()), tcps.toString());
      Target overTls = t.over(Transport.TCPS).orElseThrow();
      assertEquals(Transport.TCPS, overTls.transport());
      assertTrue(overTls.url().contains("(PROTOCOL=TCPS)(HOST=127.0.0.1)(PORT=" + tcps.port()
          + ")"), overTls.url());
      assertEquals(tcps.trustStore().toString(),
          overTls.connectionProperties().get("javax.net.ssl.trustStore"));
      try (Socket s = new Socket()) {
        s.connect(new InetSocketAddress("127.0.0.1", port), CONNECT_TIMEOUT_MILLIS);
      }
    }
    assertThrows(IOException.class, () -> {
      try (Socket s = new Socket()) {
        s.connect(new InetSocketAddress("127.0.0.1", port), CONNECT_TIMEOUT_MILLIS);
      }
    });
  }
}
