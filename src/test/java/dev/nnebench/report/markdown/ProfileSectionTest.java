package dev.nnebench.report.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.report.figure.Trials;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The report links each profiled cell's flame graph and names its components as text. */
class ProfileSectionTest {
  @Test
  void bothSidesOfAPairAreLinkedWithTheirComponents() {
    Trial pair = Trials.of(Benchmark.FETCH.text(), 2, 0, "param.driver", "19", "param.jce", "false",
        "param.counterpart", "jce=true", "aux.bytesPeer", "1",
        "profile.html", "trials/01-profile-cpu/a.html", "profile.top", "driver crypto",
        "profile.where", "driver crypto 76 % (oracle/net/aso/a.i 65 %)",
        "profile.how", "async-profiler 4.6, event cpu",
        "peer.profile.html", "trials/02-profile-cpu/b.html", "peer.profile.top", "JDK crypto",
        "peer.profile.where", "JDK crypto 40 % (sha256_implCompressMB 13 %)");

    List<String> lines = ProfileSection.section(List.of(pair));

    assertEquals("### Where the time went (flame graphs)", lines.get(0));
    assertTrue(lines.contains("- [jce=false](trials/01-profile-cpu/a.html): **driver crypto**"
        + " first; driver crypto 76 % (oracle/net/aso/a.i 65 %)"), String.join("\n", lines));
    assertTrue(lines.contains("- [jce=true](trials/02-profile-cpu/b.html): **JDK crypto** first;"
        + " JDK crypto 40 % (sha256_implCompressMB 13 %)"), String.join("\n", lines));
    assertTrue(lines.get(2).contains("Profiler: async-profiler 4.6, event cpu."), lines.get(2));
  }

  @Test
  void aRunWithoutProfilesHasNoSection() {
    assertTrue(ProfileSection.section(List.of(Trials.of(Benchmark.FETCH.text(), 2, 0))).isEmpty());
  }
}
