package dev.nnebench.report.question;

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
import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import dev.nnebench.target.LobPrefetch;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the LOB prefetch costs: a LOB longer than the prefetch comes as a locator and read calls,
 * a round trip each, so on a link the wait grows with the rows; wall time per GB at each prefetch
 * over the largest, same shape, crypto, driver and link.
 */
final class LobQuestions {
  static final Question LOB_PREFETCH = Question.of("lob-prefetch",
      "LOB prefetch vs the largest (wall)", Ratio.found(BenchmarkName.FETCH, Figures.WALL_PER_GB,
          LobQuestions::smallestVsLargest), AnswerTable.of("LOB prefetch: wall time",
          "Wall seconds per GB at each `oracle.jdbc.defaultLobPrefetchSize` over the largest"
              + " measured, same shape, crypto, driver and link: a LOB longer than the prefetch"
              + " costs a locator and a read call per value, each a round trip; the table"
              + " after the ratios counts them (LOB calls apart from all round trips).",
          a -> RatioTables.of(a, h -> "shape " + h.param(ParamName.SHAPE) + ", lobPrefetch "
              + h.param(ParamName.LOB_PREFETCH) + ", read " + read(h) + ", RTT " + rtt(h)), "")
          .withMore(run -> LobRoundTrips.lines(run.to(LobRoundTrips.ID))))
      .phrased(Phrase.best(SummaryPlace.LOB_PREFETCH, a -> a.value().value() > 1, a -> "- **Raise the LOB prefetch**:"
          + " at lobPrefetch " + a.param(ParamName.LOB_PREFETCH) + " the " + a.param(
              ParamName.SHAPE) + " fetch waits **" + a.shown() + "** the wall time per GB of the"
          + " largest prefetch (RTT " + rtt(a) + ", driver " + a.param(ParamName.DRIVER) + ")."));

  static final List<Question> ALL = List.of(LOB_PREFETCH, LobRoundTrips.QUESTION);

  private LobQuestions() {}

  private static String read(Answer a) {
    return a.param(ParamName.READ).isEmpty() ? "getString" : a.param(ParamName.READ);
  }

  private static String rtt(Answer a) {
    return a.param(ParamName.RTT).isEmpty() ? "0" : a.param(ParamName.RTT);
  }

  /* Every prefetch (the driver's default too) against the largest explicit one a run fetched,
   * as its own side or a counterpart's. */
  static Optional<Pairing> smallestVsLargest(List<Trial> trials) {
    List<String> sizes = FetchSizes.valuesFetched(trials, ParamName.LOB_PREFETCH)
        .filter(v -> !v.equalsIgnoreCase(LobPrefetch.DEFAULT))
        .sorted(Comparator.comparingInt(LobPrefetch::parse)).toList();
    if (sizes.size() < 2) {
      return Optional.empty();
    }
    String largest = sizes.get(sizes.size() - 1);
    return Optional.of(new Pairing(t -> !t.param(ParamName.LOB_PREFETCH).isEmpty()
        && !t.param(ParamName.LOB_PREFETCH).equals(largest),
        Map.of(ParamName.LOB_PREFETCH, largest)));
  }
}
