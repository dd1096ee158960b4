package dev.nnebench.report;

import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The questions FetchThroughput answers: what NNE, the driver's engine and the fetch size cost. */
final class FetchQuestions {
  /** The counterpart of every NNE question: encryption and checksum both off. */
  static final Map<String, String> NNE_OFF = Map.of(ParamName.ENCRYPTION, ParamName.NONE,
      ParamName.CHECKSUM, ParamName.NONE);

  static final Question NNE_COST = Question.of(Answers.NNE_COST, BenchmarkName.FETCH,
      Figures.CPU_PER_GB, new Pairing(FetchQuestions::nneOn, NNE_OFF),
      AnswerTable.of("NNE cost per algorithm pair vs no NNE",
          "Primary figure: CPU time of the fetching thread per GB. The double serves from the"
              + " same machine and encrypts serially, so wall time partly measures the server;"
              + " wall MB/s is in the full tables and the ceiling section. 2× means NNE doubles"
              + " the client CPU a gigabyte costs.",
          a -> RatioTables.of(a, RatioTables::byFetchSize),
          "FetchThroughput did not run with encryption/checksum NONE beside an algorithm."))
      .phrased(new Phrase(1, a -> a.param(ParamName.JCE).equals("true"), a -> "- NNE "
          + a.crypto() + " costs **" + a.shown() + "** the fetching thread's CPU per GB of no NNE"
          + " (driver " + a.param(ParamName.DRIVER) + ", JCE, fetchSize "
          + a.param(ParamName.FETCH_SIZE) + ")."))
      .charted(new QuestionChart("nne-cost", NneCostChart::build));

  static final Question OWN_AES = Question.of(Answers.OWN_AES, BenchmarkName.FETCH,
      Figures.CPU_PER_GB, new Pairing(FetchQuestions::ownAes, Map.of(ParamName.JCE, "true")),
      AnswerTable.of("The driver's own AES vs JCE (`oracle.net.useJCEAPI`)",
          "Only drivers up to 21.x have an own AES engine (provider JavaNet); 23.x ignores the"
              + " property and always uses JCE (its rows show negotiated provider SunJCE and"
              + " jceIgnored=true), so for 23.x a ratio near 1× is expected.",
          a -> RatioTables.of(a, RatioTables::byFetchSize),
          "FetchThroughput did not run with jce both false and true."))
      .phrased(new Phrase(0, a -> a.value().value() > 1 && a.honoursUseJce(), a ->
          "- **Set `oracle.net.useJCEAPI=true`** on driver " + a.param(ParamName.DRIVER)
              + ": its own AES costs **" + a.shown() + "** the fetching thread's CPU per GB of"
              + " JCE (" + a.crypto() + ", fetchSize " + a.param(ParamName.FETCH_SIZE) + ")."));

  /** CPU per GB at the smallest fetch size over the largest, per crypto, driver and engine. */
  static final Question FETCH_SIZE = new Question(Answers.FETCH_SIZE, BenchmarkName.FETCH,
      Figures.CPU_PER_GB, FetchSizes::smallestVsLargest, false, Optional.empty(),
      AnswerTable.of("Fetch size: smallest vs largest", "", a -> RatioTables.of(a, h -> ""),
          "FetchThroughput ran with one fetch size only.")
          .withIntro(run -> "CPU per GB at fetch size " + run.to(Answers.FETCH_SIZE).stream()
              .map(a -> a.param(ParamName.FETCH_SIZE)).findFirst().orElse("")
              + " over the largest fetch size measured, same crypto, driver and engine: what"
              + " small round trips cost."), Optional.empty())
      .phrased(new Phrase(2, a -> a.value().value() > 1, a -> "- **Raise the fetch size**: "
          + a.param(ParamName.FETCH_SIZE) + " rows per round trip cost **" + a.shown()
          + "** the CPU per GB of the largest size measured (driver " + a.param(ParamName.DRIVER)
          + ", " + a.crypto() + ")."));

  /** In the order report.md tables them. */
  static final List<Question> ALL = List.of(NNE_COST, OWN_AES, FETCH_SIZE);

  private FetchQuestions() {}

  static boolean nneOn(Trial t) {
    return !isNone(t, ParamName.ENCRYPTION) || !isNone(t, ParamName.CHECKSUM);
  }

  static boolean ownAes(Trial t) {
    return t.param(ParamName.JCE).equals("false") && !isNone(t, ParamName.ENCRYPTION);
  }

  static boolean isNone(Trial t, String param) {
    return t.param(param).equalsIgnoreCase(ParamName.NONE);
  }
}
