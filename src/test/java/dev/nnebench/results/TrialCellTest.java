package dev.nnebench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Facts;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.target.Transport;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A trial's cell and observed facts, typed, through results.csv and from an older run. */
class TrialCellTest {
  private static final Path QUICK_BEFORE =
      Path.of("src/test/resources/dev/nnebench/report/quick-before/results.csv");

  @Test
  void aCellAndItsFactsSurviveTheCsvUnchanged(@TempDir Path dir) throws IOException {
    Map<String, String> f = new LinkedHashMap<>();
    f.put(Trial.BENCHMARK, Benchmark.FETCH.text());
    f.put(Trial.LEG, LegName.MAIN.text());
    f.put("param.encryption", "AES256");
    f.put("param.fetchSize", "default");
    f.put("param.rtt", "0.5ms");
    f.put("param.counterpart", "encryption=NONE/checksum=NONE");
    f.put("negotiated.encryption", "AES256");
    f.put("negotiated.rttMs", "0.5123");
    f.put("negotiated.peer.encryption", "NONE");
    Trial trial = new Trial(f);
    Path file = dir.resolve(TrialCsv.FILE_NAME);
    TrialCsv.write(file, List.of(trial));
    Trial read = TrialCsv.read(file).get(0);

    assertEquals(trial.cell(), read.cell());
    assertEquals(trial.observed(), read.observed());
    Cell cell = read.cell();
    assertEquals(0, cell.get(Axes.FETCH_SIZE));
    assertEquals(500_000L, cell.get(Axes.RTT).toNanos());
    assertEquals(EncryptionType.NONE, cell.peer().get(Axes.ENCRYPTION));
    assertEquals(0.5123, read.observed().get(Facts.RTT_MEASURED).orElseThrow());
    assertEquals("NONE", read.observed().peer().text(Facts.ENCRYPTION));
    assertTrue(read.nneOn() && read.observed().nneOn());
    assertFalse(read.observed().peer().nneOn());
    assertTrue(read.is(Benchmark.FETCH) && read.in(LegName.MAIN));
  }

  @Test
  void theFlameGraphsAttachedToAMeasuredRowAreFactsWithPaths() {
    Trial row = new Trial(Map.of("profile.html", "trials/a.html", "peer.profile.html",
        "trials/b.html", "profile.samples", "120"));
    assertEquals(Path.of("trials/a.html"), row.observed().get(Facts.PROFILE_HTML).orElseThrow());
    assertEquals(Path.of("trials/b.html"),
        row.observed().peer().get(Facts.PROFILE_HTML).orElseThrow());
    assertEquals(120L, row.observed().get(Facts.PROFILE_SAMPLES).orElseThrow());
  }

  @Test
  void anOlderRunReadsWithItsLaterAxesAtTheirDefaults() throws IOException {
    List<Trial> trials = TrialCsv.read(QUICK_BEFORE);
    assertFalse(trials.isEmpty());
    for (Trial t : trials) {
      Cell cell = t.cell();
      for (var axis : cell.axes()) {
        cell.get(axis); // every value an older run wrote still parses
      }
      assertEquals(Transport.TCP, cell.get(Axes.TRANSPORT));
    }
    Trial fetch = trials.stream().filter(t -> t.is(Benchmark.FETCH)).findFirst().orElseThrow();
    assertFalse(fetch.observed().text(Facts.ENCRYPTION_PROVIDER).isEmpty());
    assertEquals(fetch.get("negotiated.encryption"), fetch.observed().text(Facts.ENCRYPTION));
  }
}
