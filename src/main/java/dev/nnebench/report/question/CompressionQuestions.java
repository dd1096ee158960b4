package dev.nnebench.report.question;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.report.answer.AnswerTable;
import dev.nnebench.report.answer.Pairing;
import dev.nnebench.report.answer.Phrase;
import dev.nnebench.report.answer.Question;
import dev.nnebench.report.answer.QuestionChart;
import dev.nnebench.report.answer.Ratio;
import dev.nnebench.report.answer.SummaryPlace;
import dev.nnebench.report.chart.CompressionChart;
import dev.nnebench.report.figure.CompressionFigures;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.markdown.CompressionTables;
import dev.nnebench.results.Benchmark;
import dev.nnebench.target.NetCompression;
import java.util.List;

/**
 * Oracle Net data compression against none, each trial a pair fetched interleaved in one JVM:
 * what it does to the wait (wall) and to the fetching thread's CPU, by link, data and protection;
 * which protection and compression is fastest on the slowest link; and the bandwidth above which
 * compression stops paying ({@link CompressionFigures#crossoverBitsPerSecond}).
 */
final class CompressionQuestions {
  private static final Pairing PAIRING = new Pairing(CompressionFigures::compressed,
      Cell.EMPTY.with(Axes.COMPRESSION, NetCompression.OFF));

  static final Question WALL = Question.of("compression-wall", "compression vs none (wall)",
      Ratio.of(Benchmark.FETCH, Figures.WALL_PER_GB, PAIRING),
      AnswerTable.of("Compression: does it pay?", "Wall seconds per GB with Oracle Net"
          + " compression (level high, zlib) over without, the two fetched interleaved in one"
          + " JVM, by link (bandwidth, RTT; none: no emulated link), data (the shapes' values,"
          + " shape.md) and protection. Below 1× compression shortens the wait. ojdbc compresses"
          + " after NNE encrypts, so under NNE encryption there is nothing left to gain; TLS"
          + " sits below Oracle Net and leaves the data compressible. The emulated link caps"
          + " each direction on 127.0.0.1 (a model of a link: TCP windows are not emulated);"
          + " the server is the loopback double on its own core.",
          CompressionTables::byShape, ""))
      .phrased(new Phrase(SummaryPlace.COMPRESSION_ON_A_LINK,
          (answers, run) -> CompressionTables.summary(answers)));

  static final Question CPU = Question.of("compression-cpu", "compression vs none (CPU)",
      Ratio.of(Benchmark.FETCH, Figures.CPU_PER_GB, PAIRING),
      AnswerTable.of("Compression: the client's CPU", "The fetching thread's CPU seconds per GB"
          + " with compression over without: inflating what the server deflated, on top of"
          + " decrypting (the server's deflate runs on the double's core, not in these figures)."
          + " Rows and columns as in Compression: does it pay?",
          CompressionTables::byShape, ""));

  static final Question FASTEST = Question.of("compression-fastest-on-a-slow-link",
      "fastest protection and compression on the slowest link", CompressionAnswers::fastest,
      AnswerTable.of("Compression: the fastest protection on a slow link", "Wall seconds per GB"
          + " of every protection with and without compression on the slowest link the run"
          + " capped, fastest first: which encryption a developer on that link should pick if"
          + " compression is on the table. Each protection's two rows come from one paired"
          + " trial; rows of different trials ran apart.",
          CompressionTables::ranked, ""));

  static final Question CROSSOVER = Question.of("compression-crossover",
      "bandwidth above which compression stops paying", CompressionAnswers::crossovers,
      AnswerTable.of("Compression: the crossover bandwidth", "The bandwidth above which"
          + " compression stops paying, from each trial without a link: a link-bound fetch"
          + " needs 8 bits per byte the link carries (without compression) over the bandwidth;"
          + " compressed, the fetch cannot go faster than it did with no link at all (its CPU on"
          + " both ends: the server's deflate and the client's inflate). Above the crossover"
          + " the uncompressed link is faster than compression can be. A model, with the"
          + " interval of the compressed side's wall time; the capped trials above check it"
          + " (below the crossover their ratio is under 1×). The bytes per byte of data come"
          + " from each trial's probe fetches. A protection whose link saw compression save"
          + " under 10 % of the bytes (NNE encryption, ezTLS: sealed before it compresses) has"
          + " none: compression pays on no link there.",
          CompressionTables::crossoverRows, ""))
      .charted(new QuestionChart("compression-crossover",
          run -> CompressionChart.build(run.trials())));

  static final List<Question> ALL = List.of(WALL, CPU, FASTEST, CROSSOVER);

  private CompressionQuestions() {}
}
