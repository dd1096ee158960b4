package dev.nnebench.report.answer;

import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.LegName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.Counterpart;
import dev.nnebench.scenario.FetchSize;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/** The fetch sizes a run fetched, as its own side or a counterpart's: which to compare. */
public final class FetchSizes {
  private FetchSizes() {}

  /** The smallest fetch size against the largest, for every other setting; empty with one. */
  public static Optional<Pairing> smallestVsLargest(List<Trial> trials) {
    List<String> sizes = of(trials);
    if (sizes.size() < 2) {
      return Optional.empty();
    }
    String smallest = sizes.get(0);
    return Optional.of(new Pairing(t -> t.param(ParamName.FETCH_SIZE).equals(smallest),
        Map.of(ParamName.FETCH_SIZE, sizes.get(sizes.size() - 1))));
  }

  /* The explicit sizes ascending ("default" is the driver's own choice, compared on its own). */
  private static List<String> of(List<Trial> trials) {
    return valuesFetched(trials, ParamName.FETCH_SIZE).filter(FetchSize::isExplicit)
        .sorted(FetchSize.ORDER).toList();
  }

  /** The distinct values of {@code param} the main leg's fetches ran, as either side of a pair. */
  public static Stream<String> valuesFetched(List<Trial> trials, String param) {
    return trials.stream()
        .filter(t -> t.benchmark().equals(BenchmarkName.FETCH) && LegName.MAIN.ran(t))
        .flatMap(t -> Stream.of(t.param(param), Counterpart.parse(
            t.param(ParamName.COUNTERPART)).changes().getOrDefault(param, "")))
        .filter(v -> !v.isEmpty()).distinct();
  }
}
