package dev.nnebench.report.answer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cell.Axes;
import dev.nnebench.report.question.Questions;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AnswersTest {
  private static final String BYTES = "1e9 1e9 1e9 1e9 1e9 1e9";
  /* AES256 at 1000 (5.0 CPU s/GB) paired with no NNE (3.0). */
  private static final Trial NNE_PAIR = paired("AES256", "1000", "encryption=NONE/checksum=NONE",
      "5.0e9 5.1e9 4.9e9 5.0e9 5.05e9 4.95e9", "3.0e9 3.1e9 2.9e9 3.0e9 3.05e9 2.95e9");

  /* A paired fetch of driver 23 with JCE: own and counterpart CPU ns per GB, six iterations. */
  private static Trial paired(String encryption, String fetchSize, String counterpart,
      String ownCpu, String peerCpu) {
    Map<String, String> f = new LinkedHashMap<>();
    f.put(Trial.LEG, "main");
    f.put(Trial.BENCHMARK, Benchmark.FETCH.text());
    f.put(Trial.SCORE, "10");
    f.put(Trial.ERROR, "0.5");
    f.put(Trial.UNIT, "ops/s");
    Map.of("driver", "23", "jce", "true", "shape", "small", "encryption", encryption,
        "checksum", encryption.equals("NONE") ? "NONE" : "SHA256", "fetchSize", fetchSize,
        "counterpart", counterpart).forEach((k, v) -> f.put(Trial.PARAM + k, v));
    f.put(Trial.SERIES + "aux.cpuNanos", ownCpu);
    f.put(Trial.SERIES + "aux.bytes", BYTES);
    f.put(Trial.SERIES + "aux.cpuNanosPeer", peerCpu);
    f.put(Trial.SERIES + "aux.bytesPeer", BYTES);
    return new Trial(f);
  }

  private static List<Answer> cells(List<Trial> trials) {
    return Questions.answers(trials).stream().filter(h -> h.id().equals("fetch-cell"))
        .toList();
  }

  private static Answer cell(List<Answer> cells, String encryption, String fetchSize) {
    return cells.stream().filter(h -> h.text(Axes.ENCRYPTION).equals(encryption)
        && h.text(Axes.FETCH_SIZE).equals(fetchSize)).findFirst().orElseThrow();
  }

  @Test
  void aCellFetchedInTwoTrialsIsOneAnswerFromBothForks() {
    // AES256 at 1000 is the subject of an NNE pair (5.0) and the counterpart of a fetch-size
    // pair (4.3): two forks that settled apart
    List<Trial> trials = List.of(NNE_PAIR, paired("AES256", "10", "fetchSize=1000",
        "8.0e9 8.1e9 7.9e9 8.0e9 8.05e9 7.95e9", "4.3e9 4.4e9 4.2e9 4.3e9 4.35e9 4.25e9"));

    List<Answer> cells = cells(trials);

    assertEquals(3, cells.size(), cells.toString());
    Answer aes = cell(cells, "AES256", "1000");
    assertEquals(4.65, aes.value().value(), 1e-9);
    assertTrue(aes.value().error() > 0.3, "both forks' steady states are in its bar: " + aes);
    assertEquals(3.0, cell(cells, "NONE", "1000").value().value(), 1e-9);
    assertEquals(8.0, cell(cells, "AES256", "10").value().value(), 1e-9);
  }

  @Test
  void anUnsteadyMeasurementMarksThePooledCell() {
    // the fetch-size pair's counterpart side climbs from 4.0 to 9.0: not steady
    List<Trial> trials = List.of(NNE_PAIR, paired("AES256", "10", "fetchSize=1000",
        "8.0e9 8.1e9 7.9e9 8.0e9 8.05e9 7.95e9", "4.0e9 5.0e9 6.0e9 7.0e9 8.0e9 9.0e9"));

    assertTrue(!cell(cells(trials), "AES256", "1000").steady());
  }
}
