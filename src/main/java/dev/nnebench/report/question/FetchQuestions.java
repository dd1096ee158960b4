package dev.nnebench.report.question;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.report.answer.AnswerTable;
import dev.nnebench.report.answer.CellAnswers;
import dev.nnebench.report.answer.FetchSizes;
import dev.nnebench.report.answer.Pairing;
import dev.nnebench.report.answer.Phrase;
import dev.nnebench.report.answer.Question;
import dev.nnebench.report.answer.QuestionChart;
import dev.nnebench.report.answer.Ratio;
import dev.nnebench.report.answer.SummaryPlace;
import dev.nnebench.report.chart.FetchSizeChart;
import dev.nnebench.report.chart.NneCostChart;
import dev.nnebench.report.figure.Crypto;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.markdown.FetchSizeTable;
import dev.nnebench.report.markdown.RatioTables;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;

/**
 * The questions FetchThroughput answers: what NNE, the driver's engine and the fetch size cost,
 * and every fetch cell's own figure.
 */
final class FetchQuestions {
  static final String NNE_COST_ID = "nne-cost";
  static final String OWN_AES_ID = "own-aes-vs-jce";
  static final String FETCH_SIZE_ID = "fetch-size";
  static final String CELL_ID = "fetch-cell";
  /** The shape name of the reported narrow case in config/shapes.properties. */
  private static final String NARROW = "narrow";

  static final Question NNE_COST = Question.of(NNE_COST_ID, "NNE cost",
      Ratio.of(Benchmark.FETCH, Figures.CPU_PER_GB, new Pairing(Crypto::nneOn,
          Crypto.NNE_OFF)),
      AnswerTable.of("NNE cost per algorithm pair vs no NNE",
          "Primary figure: CPU time of the fetching thread per GB. The double serves from the"
              + " same machine and encrypts serially, so wall time partly measures the server;"
              + " wall MB/s is in the full tables and the ceiling section. 2× means NNE doubles"
              + " the client CPU a gigabyte costs.",
          a -> RatioTables.of(a, RatioTables::byFetchSize),
          "FetchThroughput did not run with encryption/checksum NONE beside an algorithm."))
      .phrased(Phrase.best(SummaryPlace.NNE_COST, a -> a.jce(),
          a -> "- NNE " + a.crypto() + " costs **" + a.shown() + "** the fetching thread's CPU"
              + " per GB of no NNE (driver " + a.text(Axes.DRIVER) + ", JCE, fetchSize "
              + a.text(Axes.FETCH_SIZE) + ")."))
      .charted(new QuestionChart("nne-cost", run -> NneCostChart.build(run.to(CELL_ID))));

  static final Question OWN_AES = Question.of(OWN_AES_ID, "own AES vs JCE",
      Ratio.of(Benchmark.FETCH, Figures.CPU_PER_GB, new Pairing(FetchQuestions::ownAes,
          Cell.EMPTY.with(Axes.JCE, true))),
      AnswerTable.of("The driver's own AES vs JCE (`oracle.net.useJCEAPI`)",
          "Only drivers up to 21.x have an own AES engine (provider JavaNet); 23.x ignores the"
              + " property and always uses JCE (its rows show negotiated provider SunJCE and"
              + " jceIgnored=true), so for 23.x a ratio near 1× is expected.",
          a -> RatioTables.of(a, RatioTables::byFetchSize),
          "FetchThroughput did not run with jce both false and true."))
      .phrased(Phrase.best(SummaryPlace.OWN_AES, a -> a.value().value() > 1
          && a.honoursUseJce(), a -> "- **Set `oracle.net.useJCEAPI=true`** on driver "
          + a.text(Axes.DRIVER) + ": its own AES costs **" + a.shown() + "** the fetching"
          + " thread's CPU per GB of JCE (" + a.crypto() + ", fetchSize "
          + a.text(Axes.FETCH_SIZE) + ")."));

  /** CPU per GB at the smallest fetch size over the largest, per crypto, driver and engine. */
  static final Question FETCH_SIZE = Question.of(FETCH_SIZE_ID, "small vs large fetch size",
      Ratio.found(Benchmark.FETCH, Figures.CPU_PER_GB, FetchSizes::smallestVsLargest),
      AnswerTable.of("Fetch size: smallest vs largest", "", a -> RatioTables.of(a, h -> ""),
          "FetchThroughput ran with one fetch size only.")
          .withIntro(run -> "CPU per GB at fetch size " + run.to(FETCH_SIZE_ID).stream()
              .map(a -> a.text(Axes.FETCH_SIZE)).findFirst().orElse("")
              + " over the largest fetch size measured, same crypto, driver and engine: what"
              + " small round trips cost."))
      .phrased(Phrase.best(SummaryPlace.FETCH_SIZE, a -> a.value().value() > 1, a -> "- **Raise"
          + " the fetch size**: " + a.text(Axes.FETCH_SIZE) + " rows per round trip cost **"
          + a.shown() + "** the CPU per GB of the largest size measured (driver "
          + a.text(Axes.DRIVER) + ", " + a.crypto() + ")."))
      .charted(new QuestionChart("fetch-size", run -> FetchSizeChart.build(run.trials())));

  /** Every fetch cell's CPU s/GB, a paired trial's two sides apart: the fetch-size curve. */
  static final Question CELL = Question.of(CELL_ID, "fetch cell", CellAnswers::fetches,
      AnswerTable.written("Fetch-size curve (1 .. 100,000 rows per round trip)",
          run -> FetchSizeTable.section(run.to(CELL_ID), run.trials())));

  /** Every open's open+close time. */
  static final Question OPEN = Question.of("open-close", "open+close", CellAnswers::opens,
      AnswerTable.none("open+close"));

  /** CPU per cell of a wide or sparse row against the narrow shape's. */
  static final Question PER_CELL = Question.of("per-cell-vs-narrow", "CPU per cell vs narrow",
      Ratio.of(Benchmark.FETCH, Figures.CPU_PER_MILLION_CELLS, new Pairing(
          t -> !t.cell().text(Axes.SHAPE).equalsIgnoreCase(NARROW),
          Cell.EMPTY.withText(Axes.SHAPE, NARROW))).alsoAcrossPairings(),
      AnswerTable.of("Per-cell cost: narrow vs wide and sparse results",
          "CPU ms per million cells; a wide or sparse row spreads the per-row cost over more or"
              + " emptier cells.",
          answers -> answers.stream().map(a -> "- " + a.label() + ": CPU per cell vs the narrow"
              + " shape **" + a.shown() + "**").toList(),
          "FetchThroughput did not run shape narrow beside another (try -p"
              + " shape=narrow,wide,sparse)."));

  private FetchQuestions() {}

  static boolean ownAes(Trial t) {
    return !t.cell().find(Axes.JCE).orElse(true) && !Crypto.unencrypted(t);
  }
}
