package dev.nnebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import dev.nnebench.results.TrialCsv;
import dev.nnebench.run.Jdk;
import dev.nnebench.stats.Series;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bench --gate-reference jdk=17 --gate-candidate jdk=25} for real, on the JDK running the
 * tests and a second one installed beside it: forks alternate between the two JDKs, each row
 * says the JDK it ran on, and the gate gives its verdict from the fork pairs.
 */
class GateAcrossJdksTest {
  private static final String OTHER = "25";

  @TempDir Path out;

  @Test
  void forksAlternateBetweenTheJdksAndTheGateJudgesTheirPairs() throws Exception {
    assumeTrue(installed(OTHER), "JDK " + OTHER + " is not installed beside this one");
    String running = Jdk.running().named();
    Path preset = Files.writeString(out.resolve("short-gate.properties"), String.join("\n",
        "extends = gate", "shape = tiny", "fetchSize = 100", "jmh.warmupIterations = 1",
        "jmh.warmupTime = 300ms", "jmh.measurementIterations = 5",
        "jmh.measurementTime = 200ms", "jmh.precision = 0%", ""));

    Cli cli = Cli.run("bench", "--preset", preset.toString(), "--out", out.toString(),
        "--gate-reference", "jdk=" + running, "--gate-candidate", "jdk=" + OTHER);

    assertTrue(cli.exitCode() == 0 || cli.exitCode() == 7, cli.err());
    Path dir = Path.of(cli.out().strip().lines().reduce((a, b) -> b).orElseThrow());
    List<Trial> rows = TrialCsv.read(dir.resolve(TrialCsv.FILE_NAME));
    assertEquals(2, rows.size(), rows.toString());
    Trial reference = rows.get(0);
    Trial candidate = rows.get(1);
    assertTrue(LegName.GATE_REFERENCE.ran(reference) && LegName.MAIN.ran(candidate));
    assertTrue(reference.get(Trial.JDK).startsWith(running + "."), reference.get(Trial.JDK));
    assertTrue(candidate.get(Trial.JDK).startsWith(OTHER + "."), candidate.get(Trial.JDK));
    assertFalse(reference.get(Trial.JVM).equals(candidate.get(Trial.JVM)));
    for (Trial side : rows) {
      assertEquals(2, Series.parse(side.get(Trial.SERIES + Trial.SCORE)).forks().size());
      assertEquals("none", side.get("param.counterpart"));
    }
    String verdict = cli.exitCode() == 0 ? "passed" : "REGRESSED";
    assertTrue(cli.out().contains("gate (reference jdk=" + running + ", candidate jdk=" + OTHER
        + "): " + verdict + ", "), cli.out());
    assertTrue(cli.out().contains("2 fork pairs") || cli.err().contains("2 fork pairs"),
        cli.out());
    String xml = Files.readString(dir.resolve(GateOptions.JUNIT_FILE));
    assertEquals(1, xml.split("<testcase ", -1).length - 1, xml);
    assertFalse(xml.contains("<skipped"), xml);
  }

  private static boolean installed(String feature) {
    try {
      return !Jdk.find(feature).same(Jdk.running());
    } catch (IllegalArgumentException e) {
      return false;
    }
  }
}
