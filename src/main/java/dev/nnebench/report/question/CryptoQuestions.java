package dev.nnebench.report.question;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.answer.AnswerTable;
import dev.nnebench.report.answer.Answers;
import dev.nnebench.report.answer.Pairing;
import dev.nnebench.report.answer.Question;
import dev.nnebench.report.answer.QuestionChart;
import dev.nnebench.report.answer.Ratio;
import dev.nnebench.report.chart.CeilingChart;
import dev.nnebench.report.figure.Crypto;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.figure.Labels;
import dev.nnebench.report.figure.TrialSteadiness;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The questions the socket-free crypto benchmarks answer: the ceiling (what JCE alone seals or
 * checks per second), the driver's crypto objects against plain JCE, and the control legs (AES-NI
 * off, a second JDK) against the main one; and, per fetch, its share of that ceiling.
 */
final class CryptoQuestions {
  static final String JCE = "JCE";
  private static final String DRIVER_23 = "DRIVER_23";
  private static final String CEILING_TITLE = "The crypto ceiling: JCE alone, no socket";
  private static final List<Benchmark> CIPHERS =
      List.of(Benchmark.DECRYPT, Benchmark.ENCRYPT);

  static final Question CIPHER_CEILING = Question.of("cipher-ceiling", "cipher ceiling",
      (q, trials) -> ceiling(q, trials, CIPHERS), ceilingTable())
      .charted(new QuestionChart("cipher", run -> CeilingChart.build(run.trials(),
          "Cipher ceiling: AES-CBC MB/s (JCE)", CIPHERS, CryptoQuestions::atTheSdu)));

  static final Question CHECKSUM_CEILING = Question.of("checksum-ceiling", "checksum ceiling",
      (q, trials) -> ceiling(q, trials, List.of(Benchmark.DIGEST)), ceilingTable())
      .charted(new QuestionChart("checksum", run -> CeilingChart.build(run.trials(),
          "Checksum ceiling: MB/s (JCE)", List.of(Benchmark.DIGEST),
          CryptoQuestions::atTheSdu)));

  static final Question DRIVER_ENGINE = Question.of("driver-23-crypto-vs-jce",
      "driver 23.x crypto vs JCE", Ratio.of(Benchmark.DECRYPT, Figures.SCORE,
          new Pairing(engine(DRIVER_23), Cell.EMPTY.withText(Axes.ENGINE, JCE))).askedOf(List.of(
              Benchmark.DECRYPT, Benchmark.ENCRYPT, Benchmark.DIGEST), LegName.MAIN)
          .higherIsBetter(),
      AnswerTable.of("The driver's NNE crypto objects vs plain JCE",
          "ojdbc11 23.x ships no AES engine of its own: its NNE cipher always delegates to JCE,"
              + " so it ignores `oracle.net.useJCEAPI`. This ratio is its overhead around JCE"
              + " (padding, copies). Drivers up to 21.x keep their own engine under obfuscated"
              + " class names; their own-engine vs JCE cost is measured through whole fetches"
              + " (useJCEAPI=false vs true) below.",
          answers -> bullets(answers, ", driver 23.x throughput vs JCE:"),
          "the DRIVER_23 engine was not in the run."));

  static final Question AES_OFF = control(LegName.AES_OFF);
  static final Question SECOND_JDK = control(LegName.SECOND_JDK);

  private CryptoQuestions() {}

  /* The same JCE benchmarks rerun on a control leg, over the main leg's. */
  private static Question control(LegName leg) {
    return Question.of("control-" + leg.text(), leg.text() + " vs main",
        Ratio.of(Benchmark.DECRYPT, Figures.SCORE, new Pairing(engine(JCE), Cell.EMPTY))
            .askedOf(CIPHERS, leg).higherIsBetter(),
        AnswerTable.of("Controls: AES-NI off, second JDK", "The same JCE benchmarks rerun with"
            + " `-XX:-UseAES -XX:-UseAESIntrinsics` (aes-off) and on the JDK given with `--jvm`"
            + " (second-jdk). Below 1× means slower than the main run.",
            answers -> bullets(answers, " on " + leg.text() + " vs main:"),
            "no control legs ran (preset without"
                + " jmh.control.include, or no --jvm)."));
  }

  private static AnswerTable ceilingTable() {
    return AnswerTable.of(CEILING_TITLE, "What this CPU and JDK can seal or check per second on"
        + " one core; a fetch cannot decrypt faster than this. CBC decryption runs blocks in"
        + " parallel, encryption cannot.", answers -> answers.stream().map(a -> "- " + a.label()
        + ": " + a.shown()).toList(), "CipherThroughput and ChecksumThroughput were not in the"
        + " run.");
  }

  /* "- engine=DRIVER_23: CipherThroughput.decrypt, driver 23.x throughput vs JCE: **0.49×**",
   * the label left out where nothing tells the answers apart. */
  private static List<String> bullets(List<Answer> answers, String verb) {
    return answers.stream().filter(a -> a.value().isValid())
        .map(a -> "- " + a.label() + verb + " **" + a.value().ratio() + "**").toList();
  }

  /* MB/s of every JCE trial of the main leg, named by benchmark and what varies. */
  private static List<Answer> ceiling(Question q, List<Trial> trials, List<Benchmark> benchmarks) {
    List<Answer> out = new ArrayList<>();
    for (Benchmark benchmark : benchmarks) {
      List<Trial> rows = trials.stream().filter(t -> t.is(benchmark)
          && LegName.MAIN.ran(t)).filter(engine(JCE)).toList();
      Set<Axis<?>> varying = Labels.varying(rows);
      for (Trial t : rows) {
        out.add(q.answer(benchmark.text() + " (" + Labels.of(t, varying) + ")",
            benchmark.text(), Answers.cell(t),
            Figures.cryptoMegabytesPerSecond(t), "MB/s", false, TrialSteadiness.problem(t)));
      }
    }
    return out;
  }

  private static boolean atTheSdu(Trial t) {
    return engine(JCE).test(t) && t.cell().text(Axes.BYTES).equals(CeilingFraction.SDU);
  }

  static Predicate<Trial> engine(String name) {
    return t -> t.cell().text(Axes.ENGINE).equals(name);
  }

  static boolean encrypted(Trial t) {
    return !Crypto.unencrypted(t);
  }
}
