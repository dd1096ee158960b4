package dev.nnebench.fetch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.driver.Negotiated;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.shape.Shape;
import dev.nnebench.target.LoopbackTarget;
import dev.nnebench.target.Target;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.Transport;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The server's view of a session's NNE beside the driver's: real drivers against the loopback
 * double, which answers {@code v$session_connect_info} for its own session as Oracle does.
 */
class ServerViewTest {
  private static final Shape SHAPE = new Shape(10, 1, 5, 0, 1);
  private static LoopbackTarget double_;

  @BeforeAll
  static void start() {
    double_ = LoopbackTarget.start(TargetOptions.loopback());
  }

  @AfterAll
  static void stop() {
    double_.close();
  }

  private static Map<String, String> view(DriverVersion d, EncryptionType e, ChecksumType c,
      Target target) throws Exception {
    Scenario s = Scenario.of(d, true, e, c, 10, SHAPE, ReadStyle.GET_STRING);
    try (Session session = Connector.open(s, target)) {
      return ServerView.checked(session);
    }
  }

  @Test
  void theServerNamesWhatEachDriverNegotiated() throws Exception {
    for (DriverVersion d : List.of(DriverVersion.V23, DriverVersion.V19)) {
      assertEquals(Map.of(ServerView.ENCRYPTION, "AES192", ServerView.CHECKSUM, "SHA384"),
          view(d, EncryptionType.AES192, ChecksumType.SHA384, double_), d.toString());
    }
    assertEquals(Map.of(ServerView.ENCRYPTION, "NONE", ServerView.CHECKSUM, "NONE"),
        view(DriverVersion.V23, EncryptionType.NONE, ChecksumType.NONE, double_));
  }

  /* Over TCPS the driver names the TLS cipher suite as its encryption and the server runs no
   * NNE; over ezTLS the server names ezTLS as the encryption adapter. */
  @Test
  void overTcpsAndEzTlsTheServerNamesWhatProtectsTheSession() throws Exception {
    assertEquals(Map.of(ServerView.ENCRYPTION, "NONE", ServerView.CHECKSUM, "NONE"),
        view(DriverVersion.V23, EncryptionType.NONE, ChecksumType.NONE,
            double_.over(Transport.TCPS).orElseThrow()));
    assertEquals(Map.of(ServerView.ENCRYPTION, "EZTLS", ServerView.CHECKSUM, "NONE"),
        view(DriverVersion.V23, EncryptionType.NONE, ChecksumType.NONE,
            double_.over(Transport.EZTLS).orElseThrow()));
  }

  /* Banner lines as a 19c server lists them for an AES256 + SHA256 session. */
  @Test
  void aServerThatRanSomethingElseFailsTheTrialNamingBothSides() {
    ServerView server = ServerView.of(List.of(
        "TCP/IP NT Protocol Adapter for Linux: Version 19.0.0.0.0 - Production",
        "Encryption service for Linux: Version 19.0.0.0.0 - Production",
        "AES256 Encryption service adapter for Linux: Version 19.0.0.0.0 - Production",
        "Crypto-checksumming service for Linux: Version 19.0.0.0.0 - Production",
        "SHA256 Crypto-checksumming service adapter for Linux: Version 19.0.0.0.0 - Production"));
    assertEquals(new ServerView("AES256", "SHA256"), server);
    Negotiated driver = new Negotiated("23.26.1.0.0", "AES128", "SHA256", "SunJCE", "SunJCE",
        8192);
    assertEquals(Optional.of("encryption AES256 (driver: AES128)"), server.mismatch(driver));
    Negotiated same = new Negotiated("23.26.1.0.0", "AES256", "SHA256", "SunJCE", "SunJCE", 8192);
    assertEquals(Optional.empty(), server.mismatch(same));
    assertEquals(Optional.empty(), ServerView.UNREADABLE.mismatch(driver),
        "a server that does not show the view is recorded, not failed");
    assertTrue(ServerView.of(List.of()).encryption().equals(Negotiated.NONE));
  }
}
