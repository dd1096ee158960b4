package dev.nnebench.report;

import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import java.util.List;
import java.util.Map;

/**
 * "NNE vs TLS": what moving from NNE to TCPS would cost or save, on the same rows. A TCPS trial
 * (NNE off, TLS as the JDK negotiates by default) is set against its TCP counterpart with NNE
 * AES256 + SHA256 and against plain TCP with no encryption: fetching thread's CPU per GB and
 * connect time, as ratios with their 99.9 % intervals. The section appears only when such
 * trials ran.
 */
final class TlsQuestions {
  /** How tables and charts name a TCPS cell's crypto (NNE off, TLS on). */
  static final String TLS_LABEL = "TLS (tcps)";
  /** The NNE side of the comparison: the setting the issue asks about. */
  static final Map<String, String> NNE = Map.of(ParamName.TRANSPORT, ParamName.TCP,
      ParamName.ENCRYPTION, "AES256", ParamName.CHECKSUM, "SHA256");
  static final Map<String, String> PLAIN = Map.of(ParamName.TRANSPORT, ParamName.TCP);
  private static final String NNE_TEXT = "NNE AES256 + SHA256";
  private static final String PLAIN_TEXT = "no encryption";

  private static final AnswerTable TABLE = new AnswerTable("NNE vs TLS",
      run -> "What moving to TCPS would cost or save: a TCPS trial (NNE off; "
          + negotiated(run.trials()) + ") over its TCP counterpart with NNE AES256 + SHA256, and"
          + " over plain TCP without encryption. Fetch: the fetching thread's CPU per GB;"
          + " connect: open+close time, which over TCPS includes the TLS handshake. Below 1× TLS"
          + " is the cheaper of the two.",
      answers -> answers.stream().map(a -> "- " + a.question() + ", " + where(a) + ": **"
          + a.shown() + "**").toList(), run -> List.of(), "");

  static final String FETCH_VS_NNE = "TLS vs NNE (fetch)";
  static final String FETCH_VS_PLAIN = "TLS vs no encryption (fetch)";
  static final String CONNECT_VS_NNE = "TLS vs NNE (connect)";
  static final String CONNECT_VS_PLAIN = "TLS vs no encryption (connect)";

  static final List<Question> ALL = List.of(
      fetch(FETCH_VS_NNE, NNE, 5, NNE_TEXT)
          .charted(new QuestionChart("nne-vs-tls", TlsChart::build)),
      fetch(FETCH_VS_PLAIN, PLAIN, 6, PLAIN_TEXT),
      connect(CONNECT_VS_NNE, NNE, 7, NNE_TEXT),
      connect(CONNECT_VS_PLAIN, PLAIN, 8, PLAIN_TEXT));
  static final List<String> NAMES = ALL.stream().map(Question::name).toList();

  private TlsQuestions() {}

  private static Question fetch(String name, Map<String, String> against, int rank,
      String other) {
    return Question.of(name, BenchmarkName.FETCH, Figures.CPU_PER_GB,
        new Pairing(TlsQuestions::tlsAlone, against), TABLE).alsoAcrossPairings()
        .phrased(new Phrase(rank, a -> true, a -> "- " + TLS_LABEL + " costs **" + a.shown()
            + "** the fetching thread's CPU per GB of " + other + " (" + where(a) + ")."));
  }

  private static Question connect(String name, Map<String, String> against, int rank,
      String other) {
    return Question.of(name, BenchmarkName.OPEN, Figures.SCORE,
        new Pairing(TlsQuestions::tlsAlone, against), TABLE)
        .phrased(new Phrase(rank, a -> true, a -> "- Opening a connection over " + TLS_LABEL
            + " takes **" + a.shown() + "** the time of one with " + other + " (" + where(a)
            + ")."));
  }

  /* A TCPS trial with NNE off: the only kind the runner lets run over TCPS. */
  static boolean tlsAlone(Trial t) {
    return t.param(ParamName.TRANSPORT).equalsIgnoreCase(ParamName.TCPS)
        && FetchQuestions.isNone(t, ParamName.ENCRYPTION)
        && FetchQuestions.isNone(t, ParamName.CHECKSUM);
  }

  /* The parameters that tell answers apart: driver, and fetch size for fetches. */
  private static String where(Answer a) {
    String fetchSize = a.param(ParamName.FETCH_SIZE);
    return "driver " + a.param(ParamName.DRIVER)
        + (fetchSize.isEmpty() ? "" : ", fetchSize " + fetchSize);
  }

  /* The TLS versions and suites the TCPS trials recorded, e.g. "TLSv1.3 TLS_AES_256_GCM_SHA384". */
  private static String negotiated(List<Trial> trials) {
    List<String> seen = trials.stream().filter(TlsQuestions::tlsAlone)
        .map(t -> t.negotiated("tlsVersion") + " " + t.negotiated("tlsCipherSuite"))
        .filter(s -> !s.isBlank()).distinct().toList();
    return seen.isEmpty() ? "TLS as the JDK negotiates by default" : "negotiated "
        + String.join(", ", seen);
  }
}
