package dev.nnebench.report.question;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.answer.RunAnswers;
import dev.nnebench.report.figure.Trials;
import dev.nnebench.report.markdown.AnswerSections;
import dev.nnebench.results.Trial;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The "NNE vs TLS" answers: TCPS trials against their TCP counterparts, only when they ran. */
class TlsQuestionsTest {
  private static Trial over(String transport, Trial t, String... negotiated) {
    Map<String, String> f = new LinkedHashMap<>(t.fields());
    f.put(Trial.PARAM + "transport", transport);
    for (int i = 0; i + 1 < negotiated.length; i += 2) {
      f.put(Trial.NEGOTIATED + negotiated[i], negotiated[i + 1]);
    }
    return new Trial(f);
  }

  private static List<Trial> run() {
    return List.of(
        over("tcps", Trials.measuredFetch("23", "true", "NONE", "NONE", "1000", 1.0),
            "tlsVersion", "TLSv1.3", "tlsCipherSuite", "TLS_AES_256_GCM_SHA384"),
        over("tcp", Trials.measuredFetch("23", "true", "AES256", "SHA256", "1000", 2.0)),
        over("tcp", Trials.measuredFetch("23", "true", "NONE", "NONE", "1000", 0.8)));
  }

  private static List<String> section(List<Trial> trials) {
    return AnswerSections.lines(TlsQuestions.ALL, new RunAnswers(trials, Questions.answers(trials)));
  }

  /* The NNE vs TLS chart as the first TLS question declares it. */
  private static java.util.Optional<org.knowm.xchart.CategoryChart> chart(List<Trial> trials,
      List<Answer> answers) {
    return TlsQuestions.ALL.get(0).charts().get(0).build().apply(new RunAnswers(trials, answers))
        .map(org.knowm.xchart.CategoryChart.class::cast);
  }

  private static Answer only(List<Answer> answers, String question) {
    List<Answer> found = answers.stream().filter(h -> h.question().equals(question)).toList();
    assertEquals(1, found.size(), found.toString());
    return found.get(0);
  }

  @Test
  void setsTlsAgainstNneAndAgainstNoEncryption() {
    List<Answer> answers = Questions.answers(run());

    Answer vsNne = only(answers, "TLS vs NNE (fetch)");
    assertEquals(0.5, vsNne.value().value(), 0.02);
    assertTrue(vsNne.toldApart(), vsNne.toString());
    assertEquals(1.25, only(answers, "TLS vs no encryption (fetch)").value().value(), 0.03);
  }

  /* The compression preset's TLS trials, all compressed, answer the compression questions. */
  @Test
  void compressedTlsTrialsAreNotAskedWhatTlsAloneCosts() {
    List<Trial> compressed = run().stream().map(t -> {
      Map<String, String> f = new LinkedHashMap<>(t.fields());
      f.put(Trial.PARAM + "compression", "high");
      return new Trial(f);
    }).toList();

    assertTrue(Questions.answers(compressed).stream()
        .noneMatch(a -> a.question().startsWith("TLS vs")), Questions.answers(compressed)
        .toString());
  }

  @Test
  void theSectionNamesWhatTlsNegotiated() {
    List<Trial> trials = run();
    List<String> lines = section(trials);

    assertEquals("### NNE vs TLS", lines.get(0));
    String text = String.join("\n", lines);
    assertTrue(text.contains("negotiated TLSv1.3 TLS_AES_256_GCM_SHA384"), text);
    assertTrue(text.contains("- TLS vs NNE (fetch), driver 23, fetchSize 1000: **0.500×"), text);
    assertTrue(chart(trials, Questions.answers(trials)).isPresent());
    // tables name the TCPS cell apart from the plain one without encryption
    List<String> cells = Questions.answers(trials).stream()
        .filter(h -> h.id().equals(FetchQuestions.CELL_ID)).map(Answer::crypto).toList();
    assertEquals(List.of("TLS (tcps)", "AES256 + SHA256", "NONE + NONE"), cells);
  }

  /* The tls preset's ezTLS trials: against NNE, no encryption and TCPS, charted beside TCPS. */
  @Test
  void setsEzTlsAgainstNneNoEncryptionAndTcps() {
    List<Trial> trials = new java.util.ArrayList<>(run());
    trials.add(over("eztls", Trials.measuredFetch("23", "true", "NONE", "NONE", "1000", 0.9),
        "tlsVersion", "TLSv1.3", "tlsCipherSuite", "TLS_AES_256_GCM_SHA384"));
    List<Answer> answers = Questions.answers(trials);

    assertEquals(0.45, only(answers, "ezTLS vs NNE (fetch)").value().value(), 0.02);
    assertEquals(1.125, only(answers, "ezTLS vs no encryption (fetch)").value().value(), 0.03);
    assertEquals(0.9, only(answers, "ezTLS vs TCPS (fetch)").value().value(), 0.03);
    assertEquals(0.5, only(answers, "TLS vs NNE (fetch)").value().value(), 0.02);
    String text = String.join("\n", section(trials));
    assertTrue(text.contains("- ezTLS vs TCPS (fetch), driver 23, fetchSize 1000: **0.9"), text);
    var chart = chart(trials, answers).orElseThrow();
    assertEquals(java.util.Set.of("TCPS, driver 23", "ezTLS, driver 23"),
        chart.getSeriesMap().keySet());
    assertTrue(answers.stream().filter(h -> h.id().equals(FetchQuestions.CELL_ID))
        .map(Answer::crypto).toList().contains("ezTLS"));
  }

  /* -p transport=tcp,tcps on the quick preset: every fetch is paired with fetchSize=1000. */
  @Test
  void aTcpsTrialPairedWithSomethingElseAnswersAgainstTheTcpTrialOfTheSamePairing() {
    List<Trial> trials = run().stream().map(t -> paired(t, "fetchSize=1000")).toList();
    List<Answer> answers = Questions.answers(trials);

    assertEquals(0.5, only(answers, "TLS vs NNE (fetch)").value().value(), 0.02);
    assertEquals(1.25, only(answers, "TLS vs no encryption (fetch)").value().value(), 0.03);
  }

  private static Trial paired(Trial t, String counterpart) {
    Map<String, String> f = new LinkedHashMap<>(t.fields());
    f.put(Trial.PARAM + "counterpart", counterpart);
    f.put(Trial.SERIES + "aux.bytesPeer", f.get(Trial.SERIES + "aux.bytes"));
    f.put(Trial.SERIES + "aux.cpuNanosPeer", f.get(Trial.SERIES + "aux.cpuNanos"));
    f.put("aux.bytesPeer", "1e8");
    f.put("aux.cpuNanosPeer", f.get("aux.cpuNanos"));
    return new Trial(f);
  }

  @Test
  void withoutTcpsTrialsThereIsNoSectionAndNoChart() {
    List<Trial> tcpOnly = run().subList(1, 3);
    List<Answer> answers = Questions.answers(tcpOnly);

    assertTrue(section(tcpOnly).isEmpty());
    assertTrue(chart(tcpOnly, answers).isEmpty());
    // the NNE answer's key says nothing of transport=tcp, as in runs from before the parameter
    Answer nne = only(answers, "NNE cost");
    assertFalse(nne.key().contains("transport"), nne.key());
  }

  @Test
  void theSummaryNamesWhatTlsCostsAgainstNneAndAgainstNoEncryption() {
    List<String> lines = summary(run());

    assertTrue(lines.stream().anyMatch(l -> l.startsWith("- TLS (tcps) costs **0.500×")
        && l.endsWith("the fetching thread's CPU per GB of NNE AES256 + SHA256 (driver 23,"
        + " fetchSize 1000).")), lines.toString());
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("- TLS (tcps) costs **1.25×")
        && l.contains("of no encryption (driver 23, fetchSize 1000)")), lines.toString());
  }

  /* The tls preset's link cells: wall time per GB over a 2 ms RTT, named with its link. */
  @Test
  void overALinkSetsTheWallTimeOfEzTlsAgainstNneAndTcps() {
    List<Trial> trials = List.of(
        delayed(over("eztls", Trials.measuredFetch("23", "true", "NONE", "NONE", "10", 0.9)), 3.0),
        delayed(over("tcp", Trials.measuredFetch("23", "true", "AES256", "SHA256", "10", 2.0)),
            3.3),
        delayed(over("tcps", Trials.measuredFetch("23", "true", "NONE", "NONE", "10", 1.0)), 2.8),
        over("eztls", Trials.measuredFetch("23", "true", "NONE", "NONE", "10", 0.9)),
        over("tcp", Trials.measuredFetch("23", "true", "AES256", "SHA256", "10", 2.0)));
    List<Answer> answers = Questions.answers(trials);

    assertEquals(3.0 / 3.3, only(answers, "ezTLS vs NNE (fetch wall, link)").value().value(), 0.02);
    assertEquals(3.0 / 2.8, only(answers, "ezTLS vs TCPS (fetch wall, link)").value().value(), 0.02);
    assertEquals(2.8 / 3.3, only(answers, "TLS vs NNE (fetch wall, link)").value().value(), 0.02);
    String text = String.join("\n", section(trials));
    assertTrue(text.contains("- ezTLS vs NNE (fetch wall, link), driver 23, fetchSize 10, 2ms RTT:"
        + " **0.9"), text);
    // the CPU answers of loopback and of the link stay apart, each named by its link
    assertTrue(text.contains("- ezTLS vs NNE (fetch), driver 23, fetchSize 10: **"), text);
    assertTrue(text.contains("- ezTLS vs NNE (fetch), driver 23, fetchSize 10, 2ms RTT: **"), text);
    var chart = chart(trials, answers).orElseThrow();
    assertTrue(chart.getSeriesMap().get("ezTLS, driver 23").getXData().contains("wall 10 @2ms vs NNE"),
        chart.getSeriesMap().get("ezTLS, driver 23").getXData().toString());
  }

  /* A trial over a 2 ms RTT link with wall seconds per GB around wallPerGb. */
  private static Trial delayed(Trial t, double wallPerGb) {
    Map<String, String> f = new LinkedHashMap<>(t.fields());
    f.put(Trial.PARAM + "rtt", "2ms");
    StringBuilder wall = new StringBuilder();
    for (String cpu : f.get(Trial.SERIES + "aux.cpuNanos").split(" ")) {
      wall.append(Double.parseDouble(cpu) / Double.parseDouble(f.get("aux.cpuNanos")) * wallPerGb
          * 1e8).append(' ');
    }
    f.put(Trial.SERIES + "aux.wallNanos", wall.toString().trim());
    f.put("aux.wallNanos", Double.toString(wallPerGb * 1e8));
    f.put("aux.wallNanos.error", "0");
    return new Trial(f);
  }

  private static List<String> summary(List<Trial> trials) {
    return Questions.summary(new RunAnswers(trials, Questions.answers(trials)));
  }
}
