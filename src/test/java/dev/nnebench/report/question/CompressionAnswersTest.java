package dev.nnebench.report.question;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.figure.CompressionFigures;
import dev.nnebench.report.figure.Trials;
import dev.nnebench.report.markdown.CompressionTables;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The compression answers from paired trials: the ratio the link saw and the crossover bandwidth
 * from a trial without a link, the slowest link's sides ranked, and the Summary's line.
 */
class CompressionAnswersTest {
  /*
   * One GB of data read in 1000 rows (1 MB each); the probe read 100 rows, 110 MB without
   * compression and 50 MB with it: 1.1 and 0.5 bytes on the link per byte of data.
   */
  private static Trial pair(String bandwidth, String rtt, String encryption, double wallOn,
      double wallOff) {
    return Trials.of(Benchmark.FETCH.text(), 1, 0.01, "param.driver", "23",
        "param.encryption", encryption, "param.checksum", encryption.equals("NONE") ? "NONE"
            : "SHA256", "param.fetchSize", "100", "param.shape", "text-slice",
        "param.rtt", rtt, "param.bandwidth", bandwidth, "param.compression", "high",
        "param.counterpart", "compression=off",
        "aux.wallNanos", Double.toString(wallOn * 1e9), "aux.wallNanos.error", "0",
        "aux.bytes", "1e9", "aux.bytes.error", "0", "aux.rows", "1000", "aux.rows.error", "0",
        Trial.SERIES + "aux.wallNanos", series(wallOn * 1e9),
        Trial.SERIES + "aux.wallNanosPeer", series(wallOff * 1e9),
        Trial.SERIES + "aux.cpuNanos", series(1e9), Trial.SERIES + "aux.cpuNanosPeer", series(1e9),
        Trial.SERIES + "aux.bytes", "1e9 1e9 1e9 1e9", Trial.SERIES + "aux.bytesPeer",
        "1e9 1e9 1e9 1e9", Trial.SERIES + "aux.rows", "1000 1000 1000 1000",
        "negotiated.compression", "on", "negotiated.compression.rows", "100",
        "negotiated.compression.rawBytes", "110000000",
        "negotiated.compression.wireBytes", "50000000");
  }

  /* Four iterations around {@code v}, the same small scatter every time. */
  private static String series(double v) {
    return v * 1.00 + " " + v * 1.01 + " " + v * 0.99 + " " + v * 1.00;
  }

  @Test
  void theLinkRatioAndTheCrossoverComeFromTheProbeAndTheUnlinkedWallTime() {
    Trial free = pair("unlimited", "0", "NONE", 2, 1);
    assertEquals(2.2, CompressionFigures.linkRatio(free).orElseThrow(), 1e-9);
    // 8 bits x 1.1 bytes per byte of data over 2 s/GB: 4.4 Gbit/s
    assertEquals(4.4e9, CompressionFigures.crossoverBitsPerSecond(free).orElseThrow().value(),
        1e3);
    assertTrue(CompressionFigures.crossoverBitsPerSecond(pair("10mbit", "10ms", "NONE", 2, 1))
        .isEmpty());
    List<Answer> crossovers = CompressionAnswers.crossovers(CompressionQuestions.CROSSOVER,
        List.of(free, pair("10mbit", "10ms", "NONE", 2, 1)));
    assertEquals(1, crossovers.size());
    assertEquals(4400, crossovers.get(0).value().value(), 1e-6);
  }

  @Test
  void aProtectionCompressionSavesNothingUnderHasNoCrossover() {
    Trial sealed = Trials.of(Benchmark.FETCH.text(), 1, 0.01, "param.driver", "23",
        "param.encryption", "AES256", "param.checksum", "SHA256", "param.shape", "text-slice",
        "param.compression", "high", "param.counterpart", "compression=off",
        "aux.wallNanos", "2e9", "aux.wallNanos.error", "0", "aux.bytes", "1e9",
        "aux.bytes.error", "0", "aux.rows", "1000", "aux.rows.error", "0",
        Trial.SERIES + "aux.wallNanos", series(2e9), Trial.SERIES + "aux.bytes",
        "1e9 1e9 1e9 1e9", Trial.SERIES + "aux.rows", "1000 1000 1000 1000",
        Trial.SERIES + "aux.bytesPeer", "1e9 1e9 1e9 1e9",
        "negotiated.compression.rows", "100", "negotiated.compression.rawBytes", "110000000",
        "negotiated.compression.wireBytes", "109000000");
    assertTrue(CompressionFigures.crossoverBitsPerSecond(sealed).isEmpty());
  }

  @Test
  void theFastestAnswersBothSidesOnTheSlowestCappedLinkOnly() {
    List<Answer> sides = CompressionAnswers.fastest(CompressionQuestions.FASTEST, List.of(
        pair("10mbit", "10ms", "NONE", 0.4, 1.0), pair("10mbit", "10ms", "AES256", 1.05, 1.0),
        pair("100mbit", "10ms", "NONE", 0.3, 0.2), pair("unlimited", "0", "NONE", 2, 1)));
    assertEquals(4, sides.size());
    List<String> table = CompressionTables.ranked(sides);
    String first = table.stream().filter(l -> l.startsWith("| **")).findFirst().orElseThrow();
    assertTrue(first.contains("NONE + NONE, compression high"), String.join("\n", table));
  }

  @Test
  void theSummaryNamesTheSlowestLinksGainAndWhatNneLeavesOfIt() {
    List<Trial> trials = List.of(pair("10mbit", "10ms", "NONE", 0.4, 1.0),
        pair("10mbit", "10ms", "AES256", 1.05, 1.0), pair("100mbit", "10ms", "NONE", 0.9, 1.0));
    List<Answer> ratios = CompressionQuestions.WALL.answers(trials);
    assertEquals(3, ratios.size());
    List<String> line = CompressionTables.summary(ratios);
    assertEquals(1, line.size());
    assertTrue(line.get(0).contains("10mbit at RTT 10ms") && line.get(0).contains("0.40")
        && line.get(0).contains("under NNE AES256 + SHA256 1.05"), line.get(0));
  }
}
