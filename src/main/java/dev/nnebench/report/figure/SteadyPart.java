package dev.nnebench.report.figure;

import dev.nnebench.results.Trial;
import dev.nnebench.stats.Series;
import dev.nnebench.stats.Transient;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A trial as the report reads it: in each fork, the leading iterations that MSER finds to be
 * the tail of the warm-up transient (judged on the trial's primary figure) are dropped from every
 * per-iteration series, and how many is recorded in {@link #DROPPED}. results.csv keeps every
 * iteration; this is applied when reading, once.
 */
public final class SteadyPart {
  /** Leading iterations dropped per fork, e.g. {@code 2} or {@code 2|0}; absent when not cut. */
  public static final String DROPPED = "transientIterations";

  private SteadyPart() {}

  public static Trial of(Trial t) {
    if (!t.get(DROPPED).isEmpty()) {
      return t;
    }
    Optional<Series> primary = Figures.primary(t).series().apply(t);
    if (primary.isEmpty()) {
      return t;
    }
    int[] cuts = Transient.cuts(primary.get());
    Trial out = t.with(DROPPED, Arrays.stream(cuts).mapToObj(Integer::toString)
        .collect(Collectors.joining("|")));
    for (String column : t.fields().keySet()) {
      if (column.startsWith(Trial.SERIES)) {
        out = out.with(column, cut(t.get(column), cuts));
      }
    }
    return out;
  }

  /* A series whose forks do not match the primary figure's is left whole. */
  private static String cut(String text, int[] cuts) {
    if (text.isBlank()) {
      return text;
    }
    Series s = Series.parse(text);
    return s.forks().size() == cuts.length ? s.dropLeading(cuts).text() : text;
  }

  /** How many iterations were dropped in all, 0 when none (or not judged). */
  public static int dropped(Trial t) {
    String text = t.get(DROPPED);
    return text.isEmpty() ? 0 : Arrays.stream(text.split("\\|")).mapToInt(Integer::parseInt).sum();
  }
}
