package dev.nnebench.report.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.report.answer.RunAnswers;
import dev.nnebench.report.figure.Trials;
import dev.nnebench.report.question.Questions;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import java.util.List;
import org.junit.jupiter.api.Test;

class SummaryTest {
  private static List<Trial> run(double ownAesCost) {
    return List.of(
        Trials.measuredFetch("19", "true", "NONE", "NONE", "1000", 4.0),
        Trials.measuredFetch("19", "true", "AES256", "SHA256", "1000", 6.0),
        Trials.measuredFetch("19", "false", "AES256", "SHA256", "1000", ownAesCost),
        Trials.measuredFetch("19", "true", "NONE", "NONE", "10", 8.0),
        Trials.measuredFetch("19", "true", "AES256", "SHA256", "10", 12.0),
        Trials.measuredFetch("19", "false", "AES256", "SHA256", "10", 2 * ownAesCost));
  }

  @Test
  void namesTheSettingEachToldApartAnswerPointsTo() {
    List<String> lines = summary(run(24.0));

    assertEquals(3, lines.size(), String.join("\n", lines));
    assertTrue(lines.get(0).startsWith("- **Set `oracle.net.useJCEAPI=true`** on driver 19: its"
        + " own AES costs **4.00× ±"), lines.get(0));
    assertTrue(lines.get(1).startsWith("- NNE AES256 + SHA256 costs **1.50× ±"), lines.get(1));
    assertTrue(lines.get(1).contains("fetchSize 1000"), lines.get(1));
    assertTrue(lines.get(2).startsWith("- **Raise the fetch size**: 10 rows per round trip cost"
        + " **2.00× ±"), lines.get(2));
  }

  @Test
  void anAnswerWhoseIntervalHoldsOneIsNamedAsNotToldApart() {
    List<String> lines = summary(run(6.0));

    assertTrue(lines.stream().noneMatch(l -> l.contains("useJCEAPI=true")), lines.toString());
    assertTrue(lines.get(lines.size() - 1).startsWith("- This run cannot tell apart own AES vs"
        + " JCE"), lines.toString());
  }

  @Test
  void aDriverThatIgnoresUseJceApiIsNeverToldToSetItAndIsNamedForWhatItShows() {
    List<Trial> trials = new java.util.ArrayList<>(run(24.0));
    // driver 23 runs JCE on both sides; a tight bar may still exclude 1x by a hair
    trials.add(Trials.measuredFetch("23", "true", "AES256", "SHA256", "1000", 6.0));
    trials.add(Trials.measuredFetch("23", "false", "AES256", "SHA256", "1000", 6.5));

    List<String> lines = summary(trials);

    assertTrue(lines.get(0).contains("useJCEAPI=true`** on driver 19: its own AES costs **4.00×"),
        lines.toString());
    assertTrue(lines.stream().noneMatch(l -> l.contains("useJCEAPI=true`** on driver 23")),
        lines.toString());
    assertTrue(lines.get(lines.size() - 1).startsWith("- Driver 23 ignores `useJCEAPI` (own AES"
        + " vs JCE 1.08× ±"), lines.toString());
  }

  /* quick measures its link answer on a shape of its own: the line says which. */
  @Test
  void theLinkAnswerNamesTheShapeItWasMeasuredOn() {
    List<Trial> trials = new java.util.ArrayList<>(run(24.0));
    trials.add(overALink("10", 87.0));
    trials.add(overALink("1000", 1.0));

    List<String> lines = summary(trials);

    String link = lines.stream().filter(l -> l.contains("on a link")).findFirst().orElseThrow(
        () -> new AssertionError(lines.toString()));
    assertTrue(link.contains("**87.0× ±"), link);
    assertTrue(link.endsWith("(driver 23, NONE + NONE, shape thin)."), link);
  }

  private static Trial overALink(String fetchSize, double wallPerGb) {
    double[] wobble = {1.00, 1.01, 0.99, 1.02, 0.98, 1.00, 1.01, 0.99};
    StringBuilder wall = new StringBuilder();
    StringBuilder bytes = new StringBuilder();
    for (double w : wobble) {
      wall.append(wallPerGb * w * 1e8).append(' ');
      bytes.append(1e8).append(' ');
    }
    return Trials.of(Benchmark.FETCH.text(), 1, 0.01, "param.driver", "23", "param.jce", "true",
        "param.encryption", "NONE", "param.checksum", "NONE", "param.fetchSize", fetchSize,
        "param.shape", "thin", "param.rtt", "2ms",
        "aux.wallNanos", Double.toString(wallPerGb * 1e8), "aux.bytes", "1e8",
        Trial.SERIES + "aux.wallNanos", wall.toString().trim(),
        Trial.SERIES + "aux.bytes", bytes.toString().trim());
  }

  /* The connect answer is the opening thread's CPU, its wall time beside it. */
  @Test
  void theConnectAnswerIsTheOpensCpuWithTheirTimeBesideIt() {
    List<Trial> trials = new java.util.ArrayList<>(run(24.0));
    trials.add(pairedOpen(true));

    List<String> lines = summary(trials);

    String connect = lines.stream().filter(l -> l.contains("Pool connections")).findFirst()
        .orElseThrow(() -> new AssertionError(lines.toString()));
    assertTrue(connect.contains("costs **2.20× ±"), connect);
    assertTrue(connect.contains("the opening thread's CPU of one without NNE (driver 23; its"
        + " time 2.50× ±"), connect);
  }

  /* A run from before the CPU counters still answers in wall time. */
  @Test
  void anOpenWithoutItsCpuIsAnsweredInWallTime() {
    List<Trial> trials = new java.util.ArrayList<>(run(24.0));
    trials.add(pairedOpen(false));

    List<String> lines = summary(trials);

    assertEquals(1, lines.stream().filter(l -> l.contains("Pool connections")).count(),
        lines.toString());
    assertTrue(lines.stream().anyMatch(l -> l.contains("takes **2.50× ±")), lines.toString());
  }

  private static Trial pairedOpen(boolean cpu) {
    double[] wobble = {1.00, 1.01, 0.99, 1.02, 0.98, 1.00, 1.01, 0.99};
    StringBuilder wall = new StringBuilder();
    StringBuilder wallPeer = new StringBuilder();
    StringBuilder cpuOwn = new StringBuilder();
    StringBuilder cpuPeer = new StringBuilder();
    StringBuilder opens = new StringBuilder();
    for (double w : wobble) {
      wall.append(10e6 * w * 70).append(' ');
      wallPeer.append(4e6 * 70).append(' ');
      cpuOwn.append(8.8e6 * w * 70).append(' ');
      cpuPeer.append(4e6 * 70).append(' ');
      opens.append(70).append(' ');
    }
    List<String> columns = new java.util.ArrayList<>(List.of("param.driver", "23",
        "param.encryption", "AES256", "param.checksum", "SHA256",
        "param.counterpart", "encryption=NONE/checksum=NONE",
        Trial.SERIES + "aux.openNanos", wall.toString().trim(),
        Trial.SERIES + "aux.openNanosPeer", wallPeer.toString().trim(),
        Trial.SERIES + "aux.opens", opens.toString().trim(),
        Trial.SERIES + "aux.opensPeer", opens.toString().trim()));
    if (cpu) {
      columns.addAll(List.of(Trial.SERIES + "aux.openCpuNanos", cpuOwn.toString().trim(),
          Trial.SERIES + "aux.openCpuNanosPeer", cpuPeer.toString().trim()));
    }
    return Trials.of(Benchmark.OPEN.text(), 9.0, 0.1, columns.toArray(String[]::new));
  }

  @Test
  void neverMoreThanFiveLines() {
    assertTrue(summary(run(24.0)).size() <= Summary.MAX_LINES);
  }

  private static List<String> summary(List<Trial> trials) {
    return Questions.summary(new RunAnswers(trials, Questions.answers(trials)));
  }
}
