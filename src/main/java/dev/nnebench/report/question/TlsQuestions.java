package dev.nnebench.report.question;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Facts;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.answer.AnswerTable;
import dev.nnebench.report.answer.Pairing;
import dev.nnebench.report.answer.Phrase;
import dev.nnebench.report.answer.Question;
import dev.nnebench.report.answer.QuestionChart;
import dev.nnebench.report.answer.Ratio;
import dev.nnebench.report.answer.SummaryPlace;
import dev.nnebench.report.chart.TlsChart;
import dev.nnebench.report.figure.Crypto;
import dev.nnebench.report.figure.Figure;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.figure.LinkFigures;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import dev.nnebench.target.NetCompression;
import dev.nnebench.target.Transport;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.IntStream;

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
  private static final Side TCPS_SIDE = new Side(Transport.TCPS, Crypto.TLS_LABEL, "tls");
  private static final Side EZTLS_SIDE = new Side(Transport.EZTLS, Crypto.EZTLS_LABEL, "eztls");
  /** The NNE side of the comparison: the setting the issue asks about. */
  private static final Against NNE = new Against(Cell.EMPTY.with(Axes.TRANSPORT, Transport.TCP)
      .with(Axes.ENCRYPTION, EncryptionType.AES256).with(Axes.CHECKSUM, ChecksumType.SHA256), "NNE",
      "NNE AES256 + SHA256", "nne", "vs NNE");
  private static final Against PLAIN = new Against(Cell.EMPTY.with(Axes.TRANSPORT, Transport.TCP),
      "no encryption", "no encryption", "plain", "vs none");
  private static final Against TCPS = new Against(Cell.EMPTY.with(Axes.TRANSPORT, Transport.TCPS),
      "TCPS", Crypto.TLS_LABEL, "tcps", "vs TCPS");

  private static final AnswerTable TABLE = new AnswerTable("NNE vs TLS",
      run -> "What moving to TLS would cost or save: a TCPS or ezTLS trial (NNE off; "
          + negotiated(run.trials()) + ") over its TCP counterpart with NNE AES256 + SHA256,"
          + " over plain TCP without encryption, and (ezTLS) over TCPS. Fetch: the fetching"
          + " thread's CPU per GB; connect: open+close time, which includes the TLS handshake;"
          + " over a link (RTT named) also the fetch's wall time per GB, what the user waits."
          + " Below 1× the TLS side is the cheaper of the two.",
      answers -> answers.stream().map(a -> "- " + a.question() + ", " + where(a) + ": **"
          + a.shown() + "**").toList(), run -> List.of(), "", true);

  private static final List<Kind> KINDS = List.of(
      new Kind(TCPS_SIDE, What.FETCH, NNE, SummaryPlace.TLS_FETCH_VS_NNE),
      new Kind(TCPS_SIDE, What.FETCH, PLAIN, SummaryPlace.TLS_FETCH_VS_PLAIN),
      new Kind(TCPS_SIDE, What.CONNECT, NNE, SummaryPlace.TLS_CONNECT_VS_NNE),
      new Kind(TCPS_SIDE, What.CONNECT, PLAIN, SummaryPlace.TLS_CONNECT_VS_PLAIN),
      new Kind(EZTLS_SIDE, What.FETCH, NNE, SummaryPlace.EZTLS_FETCH_VS_NNE),
      new Kind(EZTLS_SIDE, What.FETCH, PLAIN, SummaryPlace.EZTLS_FETCH_VS_PLAIN),
      new Kind(EZTLS_SIDE, What.FETCH, TCPS, SummaryPlace.EZTLS_FETCH_VS_TCPS),
      new Kind(EZTLS_SIDE, What.CONNECT, NNE, SummaryPlace.EZTLS_CONNECT_VS_NNE),
      new Kind(EZTLS_SIDE, What.CONNECT, PLAIN, SummaryPlace.EZTLS_CONNECT_VS_PLAIN),
      new Kind(EZTLS_SIDE, What.CONNECT, TCPS, SummaryPlace.EZTLS_CONNECT_VS_TCPS),
      new Kind(TCPS_SIDE, What.WALL, NNE, SummaryPlace.TLS_WALL_VS_NNE),
      new Kind(EZTLS_SIDE, What.WALL, NNE, SummaryPlace.EZTLS_WALL_VS_NNE),
      new Kind(EZTLS_SIDE, What.WALL, TCPS, SummaryPlace.EZTLS_WALL_VS_TCPS));
  private static final List<String> IDS = KINDS.stream().map(Kind::id).toList();

  /** In the order the section lists them; the first draws the chart of them all. */
  static final List<Question> ALL = IntStream.range(0, KINDS.size())
      .mapToObj(i -> i == 0 ? KINDS.get(i).question().charted(new QuestionChart("nne-vs-tls",
          run -> TlsChart.build(run.toAny(IDS), TlsQuestions::series, TlsQuestions::category)))
          : KINDS.get(i).question()).toList();

  private TlsQuestions() {}

  /** The subject of a question: which TLS trials, and what the sentences call them. */
  private record Side(Transport transport, String label, String id) {
    /* a compressed TLS trial answers the compression questions, not what TLS alone costs */
    boolean alone(Trial t) {
      return t.cell().find(Axes.TRANSPORT).filter(transport::equals).isPresent()
          && Crypto.unencrypted(t) && Crypto.unchecked(t)
          && t.cell().find(Axes.COMPRESSION).orElse(NetCompression.OFF) == NetCompression.OFF;
    }
  }

  /** The counterpart of a question: its changes and how the name, sentence and chart say it. */
  private record Against(Cell changes, String name, String text, String id,
      String chart) {}

  /** What a question times: the fetch's CPU, the connect, or over a link the fetch's wall. */
  private enum What {
    FETCH("fetch", Benchmark.FETCH, Figures.CPU_PER_GB),
    CONNECT("connect", Benchmark.OPEN, Figures.OPEN_TIME),
    WALL("fetch wall, link", Benchmark.FETCH, Figures.WALL_PER_GB);

    private final String words;
    private final Benchmark benchmark;
    private final Figure figure;

    What(String name, Benchmark benchmark, Figure figure) {
      this.words = name;
      this.benchmark = benchmark;
      this.figure = figure;
    }
  }

  /** One TLS question: a side, what it times, against what, and its Summary place. */
  private record Kind(Side side, What what, Against against, SummaryPlace place) {
    String id() {
      return side.id() + "-" + what.name().toLowerCase(Locale.ROOT) + "-vs-" + against.id();
    }

    String name() {
      return (side == TCPS_SIDE ? "TLS" : "ezTLS") + " vs " + against.name() + " ("
          + what.words + ")";
    }

    Question question() {
      Predicate<Trial> subject = what == What.WALL ? t -> side.alone(t) && LinkFigures.delayed(t)
          : side::alone;
      Ratio ratio = Ratio.of(what.benchmark, what.figure, new Pairing(subject, against.changes()));
      return Question.of(id(), name(), what == What.FETCH ? ratio.alsoAcrossPairings() : ratio,
          TABLE).phrased(Phrase.best(place, a -> true, this::line));
    }

    String line(Answer a) {
      String where = " (" + where(a) + ").";
      return switch (what) {
        case FETCH -> "- " + side.label() + " costs **" + a.shown() + "** the fetching thread's"
            + " CPU per GB of " + against.text() + where;
        case CONNECT -> "- Opening a connection over " + side.label() + " takes **" + a.shown()
            + "** the time of one with " + against.text() + where;
        case WALL -> "- Over a link, a fetch over " + side.label() + " takes **" + a.shown()
            + "** the wall time per GB of " + against.text() + where;
      };
    }
  }

  private static Kind kind(Answer a) {
    return KINDS.stream().filter(k -> k.id().equals(a.id())).findFirst().orElseThrow();
  }

  /* A bar series per TLS side and driver. */
  private static String series(Answer a) {
    return (kind(a).side() == TCPS_SIDE ? "TCPS" : Crypto.EZTLS_LABEL) + ", driver "
        + a.text(Axes.DRIVER);
  }

  /* Short enough for the axis: what was timed (fetch CPU or wall at its size, or connect), over
   * which link, and against what. */
  private static String category(Answer a) {
    Kind k = kind(a);
    String fetchSize = a.text(Axes.FETCH_SIZE);
    String what = k.what() == What.CONNECT ? "connect"
        : (k.what() == What.WALL ? "wall " : "fetch ") + fetchSize;
    return what + rtt(a).map(rtt -> " @" + rtt).orElse("") + " " + k.against().chart();
  }

  /* A TCPS or ezTLS trial with NNE off: the only kind the runner lets run over TLS. */
  static boolean tlsAlone(Trial t) {
    return TCPS_SIDE.alone(t) || EZTLS_SIDE.alone(t);
  }

  /* The parameters that tell answers apart: driver, fetch size for fetches, and the link. */
  private static String where(Answer a) {
    String fetchSize = a.text(Axes.FETCH_SIZE);
    return "driver " + a.text(Axes.DRIVER)
        + (fetchSize.isEmpty() ? "" : ", fetchSize " + fetchSize) + link(a);
  }

  /* How a TLS answer names its emulated link, e.g. ", 2ms RTT"; empty on loopback. */
  private static String link(Answer a) {
    return rtt(a).map(rtt -> ", " + rtt + " RTT").orElse("");
  }

  /** The RTT of the answer's emulated link, e.g. {@code 2ms}; empty on loopback. */
  static Optional<String> rtt(Answer a) {
    String rtt = a.text(Axes.RTT);
    return rtt.isEmpty() || Axes.RTT.atDefault(rtt) ? Optional.empty() : Optional.of(rtt);
  }

  /* The TLS versions and suites the TLS trials recorded, e.g. "TLSv1.3 TLS_AES_256_GCM_SHA384". */
  private static String negotiated(List<Trial> trials) {
    List<String> seen = trials.stream().filter(TlsQuestions::tlsAlone)
        .map(t -> t.observed().text(Facts.TLS_VERSION) + " "
            + t.observed().text(Facts.TLS_CIPHER_SUITE))
        .filter(s -> !s.isBlank()).distinct().toList();
    return seen.isEmpty() ? "TLS as the JDK negotiates by default" : "negotiated "
        + String.join(", ", seen);
  }
}
