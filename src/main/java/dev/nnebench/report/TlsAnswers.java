package dev.nnebench.report;

import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.LegName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * "NNE vs TLS": what moving from NNE to TCPS would cost or save, on the same rows. A TCPS trial
 * (NNE off, TLS as the JDK negotiates by default) is set against its TCP counterpart with NNE
 * AES256 + SHA256 and against plain TCP with no encryption: fetching thread's CPU per GB and
 * connect time, as ratios with their 99.9 % intervals. The section appears only when such
 * trials ran.
 */
final class TlsAnswers {
  static final String FETCH_VS_NNE = "TLS vs NNE (fetch)";
  static final String FETCH_VS_PLAIN = "TLS vs no encryption (fetch)";
  static final String CONNECT_VS_NNE = "TLS vs NNE (connect)";
  static final String CONNECT_VS_PLAIN = "TLS vs no encryption (connect)";
  static final List<String> QUESTIONS =
      List.of(FETCH_VS_NNE, FETCH_VS_PLAIN, CONNECT_VS_NNE, CONNECT_VS_PLAIN);
  /** How tables and charts name a TCPS cell's crypto (NNE off, TLS on). */
  static final String TLS_LABEL = "TLS (tcps)";
  /** The NNE side of the comparison: the setting the issue asks about. */
  static final Map<String, String> NNE = Map.of(ParamName.TRANSPORT, ParamName.TCP, ParamName.ENCRYPTION,
      "AES256", ParamName.CHECKSUM, "SHA256");
  static final Map<String, String> PLAIN = Map.of(ParamName.TRANSPORT, ParamName.TCP);

  private TlsAnswers() {}

  /** The four questions' answers in {@code h}'s trials (none without TCPS trials). */
  static List<Answer> headlines(Answers h, List<Trial> trials) {
    List<Answer> out = new ArrayList<>();
    out.addAll(h.ratios(FETCH_VS_NNE, BenchmarkName.FETCH, Figures.CPU_PER_GB,
        TlsAnswers::tlsAlone, NNE));
    out.addAll(h.ratios(FETCH_VS_PLAIN, BenchmarkName.FETCH, Figures.CPU_PER_GB,
        TlsAnswers::tlsAlone, PLAIN));
    out.addAll(acrossTrials(out, trials, FETCH_VS_NNE, NNE));
    out.addAll(acrossTrials(out, trials, FETCH_VS_PLAIN, PLAIN));
    out.addAll(h.ratios(CONNECT_VS_NNE, BenchmarkName.OPEN, Figures.SCORE,
        TlsAnswers::tlsAlone, NNE));
    out.addAll(h.ratios(CONNECT_VS_PLAIN, BenchmarkName.OPEN, Figures.SCORE,
        TlsAnswers::tlsAlone, PLAIN));
    return out;
  }

  /*
   * A TCPS fetch paired with something else (e.g. fetchSize=1000, as in `-p transport=tcp,tcps`
   * on the quick preset) still answers against the TCP trial of the same settings and
   * counterpart: its own side over that trial's own side, measured in turn rather than side by
   * side, so only where no side-by-side answer exists.
   */
  private static List<Answer> acrossTrials(List<Answer> found, List<Trial> trials,
      String question, Map<String, String> counterpart) {
    CounterpartFinder peers = new CounterpartFinder(trials);
    List<Answer> out = new ArrayList<>();
    for (Trial t : trials) {
      String key = Answers.key(question, t);
      boolean answered = found.stream().anyMatch(h -> h.key().equals(key));
      if (answered || !t.benchmark().equals(BenchmarkName.FETCH)
          || !LegName.MAIN.ran(t) || !tlsAlone(t) || !Figures.paired(t)) {
        continue;
      }
      peers.of(t, BenchmarkName.FETCH, LegName.MAIN.text(), counterpart).ifPresent(p -> out.add(
          new Answer(key, question, "driver=" + t.param(ParamName.DRIVER) + ", fetchSize="
              + t.param(ParamName.FETCH_SIZE), Figures.CPU_PER_GB.ratio(t, p), Answer.RATIO, true,
              TrialSteadiness.problem(t, p), t.params())));
    }
    return out;
  }

  /* A TCPS trial with NNE off: the only kind the runner lets run over TCPS. */
  private static boolean tlsAlone(Trial t) {
    return t.param(ParamName.TRANSPORT).equalsIgnoreCase(ParamName.TCPS) && FetchAnswers.isNone(t,
        ParamName.ENCRYPTION) && FetchAnswers.isNone(t, ParamName.CHECKSUM);
  }

  /** The section's lines; empty when the run measured no TCPS trial against TCP. */
  static List<String> section(List<Answer> answers, List<Trial> trials) {
    List<String> bullets = new ArrayList<>();
    for (String question : QUESTIONS) {
      answers.stream().filter(a -> a.question().equals(question))
          .forEach(a -> bullets.add("- " + question + ", " + where(a) + ": **" + a.shown()
              + "**"));
    }
    if (bullets.isEmpty()) {
      return List.of();
    }
    return Section.of("NNE vs TLS", "What moving to TCPS would cost or save: a TCPS trial"
        + " (NNE off; " + negotiated(trials) + ") over its TCP counterpart with NNE AES256 +"
        + " SHA256, and over plain TCP without encryption. Fetch: the fetching thread's CPU per"
        + " GB; connect: open+close time, which over TCPS includes the TLS handshake. Below 1×"
        + " TLS is the cheaper of the two.", bullets, "");
  }

  /* The parameters that tell answers apart: driver, and fetch size for fetches. */
  private static String where(Answer a) {
    String fetchSize = a.param(ParamName.FETCH_SIZE);
    return "driver " + a.param(ParamName.DRIVER) + (fetchSize.isEmpty() ? "" : ", fetchSize " + fetchSize);
  }

  /* The TLS versions and suites the TCPS trials recorded, e.g. "TLSv1.3 TLS_AES_256_GCM_SHA384". */
  private static String negotiated(List<Trial> trials) {
    List<String> seen = trials.stream().filter(TlsAnswers::tlsAlone)
        .map(t -> t.negotiated("tlsVersion") + " "
            + t.negotiated("tlsCipherSuite"))
        .filter(s -> !s.isBlank()).distinct().toList();
    return seen.isEmpty() ? "TLS as the JDK negotiates by default" : "negotiated "
        + String.join(", ", seen);
  }
}
