package dev.nnebench.report;

import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.LegName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/** The answers from FetchThroughput: what NNE, the engine and the shape cost a real fetch. */
final class FetchAnswers {
  /** The shape name of the reported narrow case in config/shapes.properties. */
  static final String NARROW = "narrow";
  private static final String MAIN = LegName.MAIN.text();

  private final List<Trial> trials;

  FetchAnswers(List<Trial> trials) {
    this.trials = trials;
  }

  List<String> nneCost(List<Answer> answers) {
    List<String> bullets = RatioTables.of(only(answers, Answers.NNE_COST),
        RatioTables::byFetchSize);
    return Section.of("NNE cost per algorithm pair vs no NNE",
        "Primary figure: CPU time of the fetching thread per GB. The double serves from the same"
            + " machine and encrypts serially, so wall time partly measures the server; wall MB/s"
            + " is in the full tables and the ceiling section. 2× means NNE doubles the client"
            + " CPU a gigabyte costs.",
        bullets, "FetchThroughput did not run with encryption/checksum NONE beside an algorithm.");
  }

  List<String> ownAesVsJce(List<Answer> answers) {
    List<String> bullets = RatioTables.of(only(answers, Answers.OWN_AES),
        RatioTables::byFetchSize);
    return Section.of("The driver's own AES vs JCE (`oracle.net.useJCEAPI`)",
        "Only drivers up to 21.x have an own AES engine (provider JavaNet); 23.x ignores the"
            + " property and always uses JCE (its rows show negotiated provider SunJCE and"
            + " jceIgnored=true), so for 23.x a ratio near 1× is expected.",
        bullets, "FetchThroughput did not run with jce both false and true.");
  }

  List<String> perCell() {
    Predicate<Trial> notNarrow = t -> !t.param(ParamName.SHAPE).equalsIgnoreCase(NARROW);
    List<String> bullets = Comparison.within(BenchmarkName.FETCH, MAIN, notNarrow, Map.of(ParamName.SHAPE, NARROW),
        Figures.CPU_PER_MILLION_CELLS)
        .bullets(trials, "CPU per cell vs the narrow shape");
    return Section.of("Per-cell cost: narrow vs wide and sparse results",
        "CPU ms per million cells; a wide or sparse row spreads the per-row cost over more or"
            + " emptier cells.",
        bullets, "FetchThroughput did not run shape narrow beside another (try -p shape=narrow,wide,sparse).");
  }

  /** CPU per GB at the smallest fetch size over the largest, per crypto, driver and engine. */
  List<String> fetchSize(List<Answer> answers) {
    List<Answer> ratios = only(answers, Answers.FETCH_SIZE);
    List<String> lines = RatioTables.of(ratios, h -> "");
    return Section.of("Fetch size: smallest vs largest",
        "CPU per GB at fetch size " + ratios.stream().map(h -> h.param(ParamName.FETCH_SIZE)).findFirst()
            .orElse("") + " over the largest fetch size measured, same crypto, driver and engine:"
            + " what small round trips cost.", lines,
        "FetchThroughput ran with one fetch size only.");
  }

  private static List<Answer> only(List<Answer> answers, String question) {
    return answers.stream().filter(h -> h.question().equals(question)).toList();
  }

  static boolean isNone(Trial t, String param) {
    return t.param(param).equalsIgnoreCase(ParamName.NONE);
  }
}
