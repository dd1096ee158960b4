package dev.nnebench.report.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cell.Facts;
import dev.nnebench.report.figure.Trials;
import dev.nnebench.results.Trial;
import java.util.List;
import org.junit.jupiter.api.Test;

class EnvironmentSectionTest {

  @Test
  void jvmFlagsLeaveOutOurOwnSettingsEvenWithSpacesInTheirValues() {
    assertEquals("-Xmx2g -XX:-UseAES", EnvironmentSection.jvmFlags(
        "-Xmx2g -Dnnebench.bench.description=loopback 127.0.0.1:1 (server NNE ACCEPTED)"
            + " -XX:-UseAES -Dnnebench.sidecars=/tmp/x"));
  }

  @Test
  void namesMachineJvmPerLegAndTarget() {
    Trial t = Trials.of("X.y", 1, 0, Trial.CPU_MODEL, "AMD EPYC", Trial.TARGET, "loopback",
        Trial.VM, "OpenJDK", Trial.JDK, "17", Trial.JVM_ARGS, "-Xmx2g");

    String text = String.join("\n", EnvironmentSection.section(List.of(t)));

    assertTrue(text.contains("- CPU: AMD EPYC"), text);
    assertTrue(text.contains("- Target: loopback"), text);
    assertTrue(text.contains("- JVM (main): OpenJDK, JDK 17, args `-Xmx2g`"), text);
    assertTrue(!text.contains("key schedule"), text);
  }

  @Test
  void namesTheKeyScheduleTheConnectingTrialsRan() {
    Trial fetch = Trials.of("FetchThroughput.fetch", 1, 0, Trial.NEGOTIATED + Facts.KEY_SCHEDULE.name(),
        "legacy");
    Trial cipher = Trials.of("CipherThroughput.encrypt", 1, 0);

    String text = String.join("\n", EnvironmentSection.section(List.of(cipher, fetch)));

    assertTrue(text.contains("- NNE key schedule: legacy ("), text);
  }

  @Test
  void saysRowsBehindAServerModelRanBehindAModel() {
    Trial model = Trials.of("FetchThroughput.fetch", 1, 0,
        Trial.NEGOTIATED + Facts.SERVER_MODEL.name(), "cpus=8,fetch=20ms");
    Trial none = Trials.of("FetchThroughput.fetch", 1, 0,
        Trial.NEGOTIATED + Facts.SERVER_MODEL.name(), "none");

    assertTrue(String.join("\n", EnvironmentSection.section(List.of(none, model)))
        .contains("- Server: a MODEL behind the loopback double (cpus=8,fetch=20ms)"));
    assertTrue(!String.join("\n", EnvironmentSection.section(List.of(none))).contains("MODEL"));
  }
}
