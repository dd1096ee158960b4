package dev.nnebench.fetch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cli.ExitCodes;
import dev.nnebench.cli.NnebenchException;
import dev.nnebench.driver.DriverVersion;
import dev.nnebench.scenario.ChecksumType;
import dev.nnebench.scenario.EncryptionType;
import dev.nnebench.scenario.NneLevel;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.scenario.Shape;
import dev.nnebench.target.Loopback;
import dev.nnebench.target.LoopbackTarget;
import dev.nnebench.target.Target;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.Targets;
import java.net.ServerSocket;
import org.junit.jupiter.api.Disabled;
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
  @Disabled(Loopback.WAITING)
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
  @Disabled(Loopback.WAITING)
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
