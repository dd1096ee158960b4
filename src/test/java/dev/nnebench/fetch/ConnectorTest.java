package dev.nnebench.fetch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.driver.DriverVersion;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.shape.Shape;
import dev.nnebench.target.LoopbackTarget;
import dev.nnebench.target.Target;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.Targets;
import java.net.ServerSocket;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ConnectorTest {
  private static final Shape SHAPE = new Shape(10, 1, 5, 0, 1);

  private static Scenario scenario(DriverVersion d, EncryptionType e) {
    return Scenario.of(d, true, e, ChecksumType.SHA256, 10, SHAPE, ReadStyle.GET_STRING);
  }

  @Test
  void unreachableServerIsAConnectFailureNamingTargetAndScenario() throws Exception {
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    String url = TargetOptions.thinUrl("127.0.0.1", port);
    try (Target t = Targets.open(TargetOptions.url(url, "bench", "bench"))) {
      var e = assertThrows(NnebenchException.class,
          () -> Connector.open(scenario(DriverVersion.V21, EncryptionType.AES256), t));
      assertEquals(ExitCodes.CONNECT, e.exitCode());
      assertTrue(e.getMessage().contains("cannot connect to url " + url), e.getMessage());
      assertTrue(e.getMessage().contains("driver=21"), e.getMessage());
      assertTrue(!e.getMessage().contains("\n"), e.getMessage());
    }
  }

  @Test
  void refusedScenarioNeverConnects() {
    try (Target t = Targets.open(TargetOptions.url("jdbc:oracle:thin:@//127.0.0.1:9/X", "u", "p"))) {
      var e = assertThrows(NnebenchException.class,
          () -> Connector.open(scenario(DriverVersion.V23, EncryptionType.TDES168), t));
      assertEquals(ExitCodes.USAGE, e.exitCode());
    }
  }

  @Test
  void jceChoiceIsRecordedPerDriverAndLoopbackServesThreeDesAndMd5() throws Exception {
    try (LoopbackTarget t = LoopbackTarget.start(TargetOptions.loopback())) {
      assertEquals(Optional.of(true), jceIgnored(DriverVersion.V23, t));
      assertEquals(Optional.of(false), jceIgnored(DriverVersion.V19, t));
      assertEquals(Optional.empty(), jceIgnored(DriverVersion.V18, t));
      try (Session session = Connector.open(scenario(DriverVersion.V21, EncryptionType.TDES168),
          t)) {
        assertEquals("3DES168", session.negotiated().encryption());
      }
      Scenario md5 = Scenario.of(DriverVersion.V21, false, EncryptionType.AES128, ChecksumType.MD5,
          10, SHAPE, ReadStyle.GET_STRING);
      try (Session session = Connector.open(md5, t)) {
        assertEquals("MD5", session.negotiated().checksum());
      }
    }
  }

  /** Asks for the driver's own AES (useJCEAPI=false) and returns what was recorded. */
  private static Optional<Boolean> jceIgnored(DriverVersion d, Target t) throws Exception {
    Scenario s = Scenario.of(d, false, EncryptionType.AES256, ChecksumType.SHA256, 10, SHAPE,
        ReadStyle.GET_STRING);
    try (Session session = Connector.open(s, t)) {
      return session.jceIgnored();
    }
  }

  @Test
  void wrongPasswordIsOra01017() {
    var options = new TargetOptions(TargetKind.LOOPBACK, null, "bench", "bench", NneLevel.ACCEPTED);
    try (LoopbackTarget t = LoopbackTarget.start(options)) {
      Target wrong = Targets.open(TargetOptions.url(t.url(), "bench", "not-bench"));
      var e = assertThrows(NnebenchException.class,
          () -> Connector.open(scenario(DriverVersion.V23, EncryptionType.AES256), wrong));
      assertEquals(ExitCodes.CONNECT, e.exitCode());
      assertTrue(e.getMessage().contains("ORA-01017"), e.getMessage());
    }
  }

  @Test
  void serverRequiringNneRefusesAClientWithout() {
    var options = new TargetOptions(TargetKind.LOOPBACK, null, "bench", "bench", NneLevel.REQUIRED);
    try (LoopbackTarget t = LoopbackTarget.start(options)) {
      Scenario none = Scenario.of(DriverVersion.V23, true, EncryptionType.NONE, ChecksumType.NONE,
          10, SHAPE, ReadStyle.GET_STRING);
      var e = assertThrows(NnebenchException.class, () -> Connector.open(none, t));
      assertEquals(ExitCodes.CONNECT, e.exitCode());
      assertTrue(e.getMessage().contains("ORA-126"), e.getMessage());
    }
  }
}
