package dev.nnebench.report;

import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import java.util.List;
import java.util.Optional;

/**
 * The questions a fetch over an emulated link answers: what the fetch size costs in the time a
 * user waits once every round trip pays the link's RTT. Wall time, not CPU: on a link the client
 * mostly waits, which its CPU time does not show. Runs without a link have no such section.
 */
final class NetworkQuestions {
  static final String FETCH_SIZE_ON_LINK = "small vs large fetch size over a link (wall)";

  static final Question FETCH_SIZE_WALL = new Question(FETCH_SIZE_ON_LINK, BenchmarkName.FETCH,
      Figures.WALL_PER_GB, NetworkQuestions::smallestVsLargestOverALink, false, Optional.empty(),
      AnswerTable.of("Fetch size over a link: wall time",
          "Wall seconds per GB at the smallest fetch size over the largest, over an emulated"
              + " link (one-way delay per packet and bandwidth cap on 127.0.0.1; TCP windows are"
              + " not emulated), same crypto, driver and engine: what round trips cost the time"
              + " a user waits. The measured RTT of every session is in the full tables.",
          a -> RatioTables.of(a, h -> ""), ""), Optional.empty())
      .phrased(new Phrase(3, a -> a.value().value() > 1, a -> "- **Raise the fetch size on a"
          + " link**: at " + a.param(ParamName.RTT) + " RTT, " + a.param(ParamName.FETCH_SIZE)
          + " rows per round trip take **" + a.shown() + "** the wall time per GB of the"
          + " largest size measured (driver " + a.param(ParamName.DRIVER) + ", " + a.crypto()
          + ")."));

  static final List<Question> ALL = List.of(FETCH_SIZE_WALL);

  private NetworkQuestions() {}

  /* The fetch-size pairing, for the trials that ran over a link only. */
  private static Optional<Pairing> smallestVsLargestOverALink(List<Trial> trials) {
    return FetchSizes.smallestVsLargest(trials).map(p -> new Pairing(
        t -> overALink(t) && p.subject().test(t), p.changes()));
  }

  static boolean overALink(Trial t) {
    return !t.param(ParamName.RTT).isEmpty()
        && !ParamName.atLaterDefault(ParamName.RTT, t.param(ParamName.RTT));
  }
}
