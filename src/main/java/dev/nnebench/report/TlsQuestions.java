package dev.nnebench.report;

import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import java.util.List;
import java.util.Map;

/**
 * "NNE vs TLS": what moving from NNE to TLS would cost or save, on the same rows. A TCPS trial
 * (NNE off, TLS as the JDK negotiates by default) is set against its TCP counterpart with NNE
 * AES256 + SHA256 and against plain TCP with no encryption; an ezTLS trial (TLS 1.3 inside
 * Oracle Net on the TCP port) against the same two and against TCPS: fetching thread's CPU per GB
 * and connect time, as ratios with their 99.9 % intervals; over an emulated link also the wall
 * time of a fetch, what the user waits once the link is in the loop. The section appears only when
 * such trials ran.
 */
final class TlsQuestions {
  /** How tables and charts name a TCPS cell's crypto (NNE off, TLS on). */
  static final String TLS_LABEL = "TLS (tcps)";
  /** How tables and charts name an ezTLS cell's crypto. */
  static final String EZTLS_LABEL = "ezTLS";
  /** The NNE side of the comparison: the setting the issue asks about. */
  static final Map<String, String> NNE = Map.of(ParamName.TRANSPORT, ParamName.TCP,
      ParamName.ENCRYPTION, "AES256", ParamName.CHECKSUM, "SHA256");
  static final Map<String, String> PLAIN = Map.of(ParamName.TRANSPORT, ParamName.TCP);
  static final Map<String, String> TCPS = Map.of(ParamName.TRANSPORT, ParamName.TCPS);
  private static final String NNE_TEXT = "NNE AES256 + SHA256";
  private static final String PLAIN_TEXT = "no encryption";
  private static final String TCPS_TEXT = TLS_LABEL;
  private static final Side TCPS_SIDE = new Side(ParamName.TCPS, TLS_LABEL);
  private static final Side EZTLS_SIDE = new Side(ParamName.EZTLS, EZTLS_LABEL);

  private static final AnswerTable TABLE = new AnswerTable("NNE vs TLS",
      run -> "What moving to TLS would cost or save: a TCPS or ezTLS trial (NNE off; "
          + negotiated(run.trials()) + ") over its TCP counterpart with NNE AES256 + SHA256,"
          + " over plain TCP without encryption, and (ezTLS) over TCPS. Fetch: the fetching"
          + " thread's CPU per GB; connect: open+close time, which includes the TLS handshake;"
          + " over a link (RTT named) also the fetch's wall time per GB, what the user waits."
          + " Below 1× the TLS side is the cheaper of the two.",
      answers -> answers.stream().map(a -> "- " + a.question() + ", " + where(a) + ": **"
          + a.shown() + "**").toList(), run -> List.of(), "");

  static final String FETCH_VS_NNE = "TLS vs NNE (fetch)";
  static final String FETCH_VS_PLAIN = "TLS vs no encryption (fetch)";
  static final String CONNECT_VS_NNE = "TLS vs NNE (connect)";
  static final String CONNECT_VS_PLAIN = "TLS vs no encryption (connect)";
  static final String EZ_FETCH_VS_NNE = "ezTLS vs NNE (fetch)";
  static final String EZ_FETCH_VS_PLAIN = "ezTLS vs no encryption (fetch)";
  static final String EZ_FETCH_VS_TCPS = "ezTLS vs TCPS (fetch)";
  static final String EZ_CONNECT_VS_NNE = "ezTLS vs NNE (connect)";
  static final String EZ_CONNECT_VS_PLAIN = "ezTLS vs no encryption (connect)";
  static final String EZ_CONNECT_VS_TCPS = "ezTLS vs TCPS (connect)";
  static final String WALL_VS_NNE = "TLS vs NNE (fetch wall, link)";
  static final String EZ_WALL_VS_NNE = "ezTLS vs NNE (fetch wall, link)";
  static final String EZ_WALL_VS_TCPS = "ezTLS vs TCPS (fetch wall, link)";

  static final List<Question> ALL = List.of(
      fetch(FETCH_VS_NNE, TCPS_SIDE, NNE, 5, NNE_TEXT)
          .charted(new QuestionChart("nne-vs-tls", TlsChart::build)),
      fetch(FETCH_VS_PLAIN, TCPS_SIDE, PLAIN, 6, PLAIN_TEXT),
      connect(CONNECT_VS_NNE, TCPS_SIDE, NNE, 7, NNE_TEXT),
      connect(CONNECT_VS_PLAIN, TCPS_SIDE, PLAIN, 8, PLAIN_TEXT),
      fetch(EZ_FETCH_VS_NNE, EZTLS_SIDE, NNE, 12, NNE_TEXT),
      fetch(EZ_FETCH_VS_PLAIN, EZTLS_SIDE, PLAIN, 13, PLAIN_TEXT),
      fetch(EZ_FETCH_VS_TCPS, EZTLS_SIDE, TCPS, 14, TCPS_TEXT),
      connect(EZ_CONNECT_VS_NNE, EZTLS_SIDE, NNE, 15, NNE_TEXT),
      connect(EZ_CONNECT_VS_PLAIN, EZTLS_SIDE, PLAIN, 16, PLAIN_TEXT),
      connect(EZ_CONNECT_VS_TCPS, EZTLS_SIDE, TCPS, 17, TCPS_TEXT),
      wall(WALL_VS_NNE, TCPS_SIDE, NNE, 18, NNE_TEXT),
      wall(EZ_WALL_VS_NNE, EZTLS_SIDE, NNE, 19, NNE_TEXT),
      wall(EZ_WALL_VS_TCPS, EZTLS_SIDE, TCPS, 20, TCPS_TEXT));
  static final List<String> NAMES = ALL.stream().map(Question::name).toList();

  private TlsQuestions() {}

  /** The subject of a question: which TLS trials, and what the sentences call them. */
  private record Side(String transport, String label) {
    boolean alone(Trial t) {
      return t.param(ParamName.TRANSPORT).equalsIgnoreCase(transport)
          && FetchQuestions.isNone(t, ParamName.ENCRYPTION)
          && FetchQuestions.isNone(t, ParamName.CHECKSUM);
    }
  }

  /** The crypto label of a TLS transport ({@code tcps}, {@code eztls}), empty for plain TCP. */
  static java.util.Optional<String> label(String transport) {
    if (transport.equalsIgnoreCase(ParamName.TCPS)) {
      return java.util.Optional.of(TLS_LABEL);
    }
    return transport.equalsIgnoreCase(ParamName.EZTLS) ? java.util.Optional.of(EZTLS_LABEL)
        : java.util.Optional.empty();
  }

  private static Question fetch(String name, Side side, Map<String, String> against, int rank,
      String other) {
    return Question.of(name, BenchmarkName.FETCH, Figures.CPU_PER_GB,
        new Pairing(side::alone, against), TABLE).alsoAcrossPairings()
        .phrased(new Phrase(rank, a -> true, a -> "- " + side.label() + " costs **" + a.shown()
            + "** the fetching thread's CPU per GB of " + other + " (" + where(a) + ")."));
  }

  private static Question connect(String name, Side side, Map<String, String> against, int rank,
      String other) {
    return Question.of(name, BenchmarkName.OPEN, Figures.SCORE,
        new Pairing(side::alone, against), TABLE)
        .phrased(new Phrase(rank, a -> true, a -> "- Opening a connection over " + side.label()
            + " takes **" + a.shown() + "** the time of one with " + other + " (" + where(a)
            + ")."));
  }

  /* Over a link the client mostly waits: the wall time says what TLS's extra bytes and the
   * handshake's round trips cost the user, which CPU per GB does not. */
  private static Question wall(String name, Side side, Map<String, String> against, int rank,
      String other) {
    return Question.of(name, BenchmarkName.FETCH, Figures.WALL_PER_GB,
        new Pairing(t -> side.alone(t) && LinkFigures.delayed(t), against), TABLE)
        .phrased(new Phrase(rank, a -> true, a -> "- Over a link, a fetch over " + side.label()
            + " takes **" + a.shown() + "** the wall time per GB of " + other + " (" + where(a)
            + ")."));
  }

  /* A TCPS or ezTLS trial with NNE off: the only kind the runner lets run over TLS. */
  static boolean tlsAlone(Trial t) {
    return TCPS_SIDE.alone(t) || EZTLS_SIDE.alone(t);
  }

  /* The parameters that tell answers apart: driver, fetch size for fetches, and the link. */
  private static String where(Answer a) {
    String fetchSize = a.param(ParamName.FETCH_SIZE);
    return "driver " + a.param(ParamName.DRIVER)
        + (fetchSize.isEmpty() ? "" : ", fetchSize " + fetchSize) + link(a);
  }

  /* How a TLS answer names its emulated link, e.g. ", 2ms RTT"; empty on loopback. */
  private static String link(Answer a) {
    return rtt(a).map(rtt -> ", " + rtt + " RTT").orElse("");
  }

  /** The RTT of the answer's emulated link, e.g. {@code 2ms}; empty on loopback. */
  static java.util.Optional<String> rtt(Answer a) {
    String rtt = a.param(ParamName.RTT);
    return rtt.isEmpty() || ParamName.atLaterDefault(ParamName.RTT, rtt)
        ? java.util.Optional.empty() : java.util.Optional.of(rtt);
  }

  /* The TLS versions and suites the TLS trials recorded, e.g. "TLSv1.3 TLS_AES_256_GCM_SHA384". */
  private static String negotiated(List<Trial> trials) {
    List<String> seen = trials.stream().filter(TlsQuestions::tlsAlone)
        .map(t -> t.negotiated("tlsVersion") + " " + t.negotiated("tlsCipherSuite"))
        .filter(s -> !s.isBlank()).distinct().toList();
    return seen.isEmpty() ? "TLS as the JDK negotiates by default" : "negotiated "
        + String.join(", ", seen);
  }
}
