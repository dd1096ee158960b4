package dev.nnebench.report.question;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.answer.AnswerTable;
import dev.nnebench.report.answer.FetchSizes;
import dev.nnebench.report.answer.Pairing;
import dev.nnebench.report.answer.Phrase;
import dev.nnebench.report.answer.Question;
import dev.nnebench.report.answer.QuestionChart;
import dev.nnebench.report.answer.Ratio;
import dev.nnebench.report.answer.SummaryPlace;
import dev.nnebench.report.chart.LinkFetchSizeChart;
import dev.nnebench.report.figure.Crypto;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.figure.LinkFigures;
import dev.nnebench.report.markdown.RatioTables;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.FetchSize;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The questions a fetch over an emulated link answers: what the fetch size costs in the time a
 * user waits once every round trip pays the link's RTT. Wall time, not CPU: on a link the client
 * mostly waits, which its CPU time does not show. Runs without a link have no such section.
 */
final class NetworkQuestions {
  static final String FETCH_SIZE_ON_LINK = "small vs large fetch size over a link (wall)";

  static final Question FETCH_SIZE_WALL = Question.of("fetch-size-on-a-link", FETCH_SIZE_ON_LINK,
      Ratio.found(Benchmark.FETCH, Figures.WALL_PER_GB,
          NetworkQuestions::smallestVsLargestOverALink),
      AnswerTable.of("Fetch size over a link: wall time",
          "Wall seconds per GB at each fetch size over the largest, over an emulated"
              + " link (one-way delay per packet and bandwidth cap on 127.0.0.1; TCP windows are"
              + " not emulated), same crypto, driver and engine: what round trips cost the time"
              + " a user waits. The measured RTT of every session is in the full tables.",
          a -> RatioTables.of(a, NetworkQuestions::link), ""))
      .phrased(Phrase.best(SummaryPlace.FETCH_SIZE_ON_A_LINK, a -> a.value().value() > 1
          && a.find(Axes.FETCH_SIZE).filter(s -> s != FetchSize.DRIVER_CHOOSES).isPresent(), a -> "- **Raise the fetch"
          + " size on a link**: at " + a.text(Axes.RTT) + " RTT, " + a.text(Axes.FETCH_SIZE)
          + " rows per round trip take **" + a.shown() + "** the wall time per GB of the"
          + " largest size measured (driver " + a.text(Axes.DRIVER) + ", " + a.crypto()
          + shapeOf(a) + ")."))
      .charted(new QuestionChart("fetch-size-rtt", run -> LinkFetchSizeChart.build(run.trials())));

  static final Question NNE_COST_WALL = Question.of("nne-cost-on-a-link",
      "NNE cost over a link (wall)", Ratio.found(Benchmark.FETCH, Figures.WALL_PER_GB,
          inARunWithLinks(new Pairing(Crypto::nneOn, Crypto.NNE_OFF))),
      AnswerTable.of("NNE cost over a link: wall time",
          "Wall seconds per GB with NNE over without, over the same emulated link: what"
              + " encryption costs the time a user waits, once the link is in the loop. Near 1×"
              + " the link bounds the fetch and hides the client's crypto (see Network or"
              + " client?); TCP windows are not emulated.",
          a -> RatioTables.of(a, NetworkQuestions::link), ""))
      .phrased(Phrase.best(SummaryPlace.NNE_COST_ON_A_LINK, a -> a.jce()
          && !a.text(Axes.BANDWIDTH).isEmpty(), a -> "- Over a "
          + a.text(Axes.BANDWIDTH) + " link, NNE " + a.crypto() + " makes the wait **"
          + a.shown() + "** that of no NNE (driver " + a.text(Axes.DRIVER) + ", fetchSize "
          + a.text(Axes.FETCH_SIZE) + "; see Network or client?)."));

  static final Question OWN_AES_WALL = Question.of("own-aes-vs-jce-on-a-link",
      "own AES vs JCE over a link (wall)", Ratio.found(Benchmark.FETCH, Figures.WALL_PER_GB,
          inARunWithLinks(new Pairing(FetchQuestions::ownAes, Cell.EMPTY.with(Axes.JCE, true)))),
      AnswerTable.of("The driver's own AES vs JCE over a link: wall time",
          "Wall seconds per GB with the driver's own AES over JCE, over the same emulated link:"
              + " whether `oracle.net.useJCEAPI=true` still shortens the wait once the link is"
              + " in the loop.",
          a -> RatioTables.of(a, NetworkQuestions::link), ""))
      .phrased(Phrase.best(SummaryPlace.OWN_AES_ON_A_LINK, a -> a.value().value() > 1 && a.honoursUseJce()
          && !a.text(Axes.BANDWIDTH).isEmpty(), a -> "- Over a "
          + a.text(Axes.BANDWIDTH) + " link, driver " + a.text(Axes.DRIVER)
          + "'s own AES makes the wait **" + a.shown() + "** that of JCE (" + a.crypto()
          + ", fetchSize " + a.text(Axes.FETCH_SIZE) + ")."));

  static final List<Question> ALL = List.of(FETCH_SIZE_WALL, NNE_COST_WALL, OWN_AES_WALL);

  private NetworkQuestions() {}

  /* The shape is named because a link answer's shape may be its own (quick's is thin's short
   * rows, the rest small): the ratio depends on how much work a round trip carries. */
  private static String shapeOf(Answer a) {
    String shape = a.text(Axes.SHAPE);
    return shape.isEmpty() ? "" : ", shape " + shape;
  }

  /* Every fetch size (the driver's default too) over a link against the largest. */
  private static Optional<Pairing> smallestVsLargestOverALink(List<Trial> trials) {
    return FetchSizes.smallestVsLargest(trials).map(p -> {
      int largest = p.changes().get(Axes.FETCH_SIZE);
      return new Pairing(t -> LinkFigures.delayed(t)
          && t.cell().find(Axes.FETCH_SIZE).orElse(-1) != largest, p.changes());
    });
  }

  /* Wall time answers these only in a run that capped a link's bandwidth: there the cells
   * without a cap are the unlimited end of the same axis, not a different question (a run whose
   * only link is a delay, as quick's, asks the fetch-size question of it, not these). */
  private static Function<List<Trial>, Optional<Pairing>> inARunWithLinks(Pairing pairing) {
    return trials -> trials.stream().anyMatch(LinkFigures::capped) ? Optional.of(pairing)
        : Optional.empty();
  }

  /* An answer's fetch size and link; a parameter left out of its key is at its default. */
  private static String link(Answer a) {
    String bandwidth = a.text(Axes.BANDWIDTH);
    String rtt = a.text(Axes.RTT);
    return "fetchSize " + a.text(Axes.FETCH_SIZE) + ", " + (bandwidth.isEmpty()
        ? "unlimited" : bandwidth) + ", RTT " + (rtt.isEmpty() ? "0" : rtt);
  }
}
