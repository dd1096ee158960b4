package dev.nnebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.report.answer.Answers;
import dev.nnebench.report.figure.Trials;
import dev.nnebench.report.question.Questions;
import dev.nnebench.results.Trial;
import dev.nnebench.results.TrialCsv;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportTest {
  @TempDir Path dir;

  private static List<Trial> run() {
    return List.of(
        Trials.fetch("NONE", "NONE", "10", 2e8, 1e8, 1e6),
        Trials.fetch("AES256", "SHA256", "10", 3e8, 1e8, 1e6),
        Trials.fetch("NONE", "NONE", "1000", 1e8, 2e8, 2e6),
        Trials.fetch("AES256", "SHA256", "1000", 1.5e8, 2e8, 2e6),
        Trials.of("CipherThroughput.decrypt", 100_000, 1000,
            "param.engine", "JCE", "param.algorithm", "AES256", "param.bytes", "8192"),
        Trials.of("ChecksumThroughput.digest", 50_000, 500,
            "param.engine", "JCE", "param.algorithm", "SHA256", "param.bytes", "8192"));
  }

  @Test
  void opensWithTheSummaryThenAnswersThenTablesThenEnvironment() throws Exception {
    Report.write(dir, run());
    String md = Files.readString(dir.resolve(Report.FILE_NAME));

    assertTrue(md.indexOf("## Summary") < md.indexOf("## Answers"));
    assertTrue(md.indexOf("## Answers") < md.indexOf("## Full tables"));
    assertTrue(md.indexOf("## Full tables") < md.indexOf("## Environment"));
    // CPU per GB: 3 s/GB vs 2 s/GB at fetch size 10, in the table for that fetch size
    int table = md.indexOf("_fetchSize 10_");
    assertTrue(table > 0 && md.indexOf("| AES256 + SHA256 | 1.50× ± 0.00 |", table) > 0, md);
    assertTrue(md.contains("| 1000 | 0.500 ± 0.00 s/GB | 0.750 ± 0.00 s/GB |"), md);
  }

  @Test
  void fetchesAreHeldAgainstTheCombinedCeiling() throws Exception {
    Report.write(dir, run());
    String md = Files.readString(dir.resolve(Report.FILE_NAME));

    // AES256 819 MB/s and SHA256 410 MB/s combine to 273 MB/s; the fetch does 100 MB/s
    assertTrue(md.contains("fetchSize=10: 100 ± 0.00 MB/s = **36.6"),
        md);
  }

  @Test
  void ownEngineAndPerCellCostAreComparedWithTheirCounterparts() throws Exception {
    Report.write(dir, List.of(
        Trials.fetch("narrow", "true", "AES256", "NONE", "10", 2e8, 1e8, 1e6),
        Trials.fetch("narrow", "false", "AES256", "NONE", "10", 6e8, 1e8, 1e6),
        Trials.fetch("wide", "true", "AES256", "NONE", "10", 2e8, 1e8, 4e6)));
    String md = Files.readString(dir.resolve(Report.FILE_NAME));

    int section = md.indexOf("### The driver's own AES vs JCE");
    assertTrue(md.indexOf("| crypto | driver 23, own AES |", section) > 0, md);
    assertTrue(md.indexOf("| AES256 + NONE | 3.00× ± 0.00 |", section) > 0, md);
    assertTrue(md.contains("- shape=wide: CPU per cell vs the narrow shape **0.250×"), md);
  }

  @Test
  void drawsChartsForWhatWasMeasured() throws Exception {
    Report.write(dir, run());

    assertTrue(Files.size(dir.resolve("cipher.png")) > 0);
    assertTrue(Files.size(dir.resolve("fetch-size.png")) > 0);
    assertTrue(Files.size(dir.resolve("nne-cost.png")) > 0);
    assertTrue(Files.readString(dir.resolve(Report.FILE_NAME)).contains("](fetch-size.png)"));
  }

  @Test
  void regenerateRedoesTheReportFromTheCsv() throws Exception {
    TrialCsv.write(dir.resolve(TrialCsv.FILE_NAME), run());

    List<Trial> trials = Report.regenerate(dir).trials();
    String md = Files.readString(dir.resolve(Report.FILE_NAME));

    assertTrue(trials.size() == 6, "trials " + trials.size());
    // read back, every row has every column; another benchmark's empty ones are not constants
    assertFalse(md.contains("engine=,") || md.contains("algorithm=,"), md);
  }

  @Test
  void regenerateRefusesADirectoryWithoutResults() {
    org.junit.jupiter.api.Assertions.assertThrows(
        NoSuchFileException.class, () -> Report.regenerate(dir));
  }

  @Test
  void returnsTheSummaryAsReportMdOpensWithItForTheConsole() throws Exception {
    WrittenReport written = Report.write(dir, run());
    List<String> md = Files.readAllLines(written.file());

    List<String> block = md.subList(md.indexOf("## Summary"), md.indexOf("## Answers"));
    assertEquals(block, written.summary());
    assertTrue(written.summary().get(2).startsWith("- NNE AES256 + SHA256 costs **1.50×"),
        written.summary().toString());
    assertEquals(Questions.answers(written.trials()), written.answers());
  }
}
