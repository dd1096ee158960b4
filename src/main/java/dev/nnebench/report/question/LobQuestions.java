package dev.nnebench.report.question;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.answer.AnswerTable;
import dev.nnebench.report.answer.FetchSizes;
import dev.nnebench.report.answer.Pairing;
import dev.nnebench.report.answer.Phrase;
import dev.nnebench.report.answer.Question;
import dev.nnebench.report.answer.Ratio;
import dev.nnebench.report.answer.SummaryPlace;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.markdown.RatioTables;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import dev.nnebench.target.LobPrefetch;
import java.util.List;
import java.util.Optional;

/**
 * What the LOB prefetch costs: a LOB longer than the prefetch comes as a locator and read calls,
 * a round trip each, so on a link the wait grows with the rows; wall time per GB at each prefetch
 * over the largest, same shape, crypto, driver and link.
 */
final class LobQuestions {
  static final Question LOB_PREFETCH = Question.of("lob-prefetch",
      "LOB prefetch vs the largest (wall)", Ratio.found(Benchmark.FETCH, Figures.WALL_PER_GB,
          LobQuestions::smallestVsLargest), AnswerTable.of("LOB prefetch: wall time",
          "Wall seconds per GB at each `oracle.jdbc.defaultLobPrefetchSize` over the largest"
              + " measured, same shape, crypto, driver and link: a LOB longer than the prefetch"
              + " costs a locator and a read call per value, each a round trip; the table"
              + " after the ratios counts them (LOB calls apart from all round trips).",
          a -> RatioTables.of(a, h -> "shape " + h.text(Axes.SHAPE) + ", lobPrefetch "
              + h.text(Axes.LOB_PREFETCH) + ", read " + read(h) + ", RTT " + rtt(h)), "")
          .withMore(LobRoundTrips::lines))
      .phrased(Phrase.best(SummaryPlace.LOB_PREFETCH, a -> a.value().value() > 1, a -> "- **Raise the LOB prefetch**:"
          + " at lobPrefetch " + a.text(Axes.LOB_PREFETCH) + " the " + a.text(Axes.SHAPE) + " fetch waits **" + a.shown() + "** the wall time per GB of the"
          + " largest prefetch (RTT " + rtt(a) + ", driver " + a.text(Axes.DRIVER) + ")."));

  static final List<Question> ALL = List.of(LOB_PREFETCH, LobRoundTrips.LOB_CALLS, LobRoundTrips.ALL);

  private LobQuestions() {}

  private static String read(Answer a) {
    return a.text(Axes.READ).isEmpty() ? "getString" : a.text(Axes.READ);
  }

  private static String rtt(Answer a) {
    return a.text(Axes.RTT).isEmpty() ? "0" : a.text(Axes.RTT);
  }

  /* Every prefetch (the driver's default too) against the largest explicit one a run fetched,
   * as its own side or a counterpart's. */
  static Optional<Pairing> smallestVsLargest(List<Trial> trials) {
    List<String> sizes = FetchSizes.ascending(trials, Axes.LOB_PREFETCH,
        LobPrefetch.DRIVERS_OWN);
    if (sizes.size() < 2) {
      return Optional.empty();
    }
    String largest = sizes.get(sizes.size() - 1);
    return Optional.of(new Pairing(t -> t.cell().find(Axes.LOB_PREFETCH).isPresent()
        && !t.cell().text(Axes.LOB_PREFETCH).equals(largest),
        Cell.EMPTY.withText(Axes.LOB_PREFETCH, largest)));
  }
}
