package dev.nnebench.report.answer;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.FetchSize;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/** The sizes a run fetched, as its own side or a counterpart's: which to compare. */
public final class FetchSizes {
  private FetchSizes() {}

  /** The smallest fetch size against the largest, for every other setting; empty with one. */
  public static Optional<Pairing> smallestVsLargest(List<Trial> trials) {
    List<String> sizes = ascending(trials, Axes.FETCH_SIZE, FetchSize.DRIVER_CHOOSES);
    if (sizes.size() < 2) {
      return Optional.empty();
    }
    int smallest = Axes.FETCH_SIZE.parse(sizes.get(0));
    return Optional.of(new Pairing(t -> t.cell().find(Axes.FETCH_SIZE).orElse(-1) == smallest,
        Cell.EMPTY.withText(Axes.FETCH_SIZE, sizes.get(sizes.size() - 1))));
  }

  /**
   * The texts of {@code axis} the main leg's fetches named, as either side of a pair, those
   * leaving the size to the driver ({@code driversOwn}) left out, smallest first.
   */
  public static List<String> ascending(List<Trial> trials, Axis<Integer> axis, int driversOwn) {
    return trials.stream().filter(t -> t.is(Benchmark.FETCH) && LegName.MAIN.ran(t))
        .map(Trial::cell).flatMap(c -> Stream.of(c, c.counterpart().changes()))
        .filter(c -> c.find(axis).filter(v -> v != driversOwn).isPresent())
        .map(c -> c.text(axis)).distinct().sorted(Comparator.comparing(axis::parse)).toList();
  }
}
