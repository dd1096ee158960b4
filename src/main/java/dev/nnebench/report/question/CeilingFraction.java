package dev.nnebench.report.question;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.answer.AnswerTable;
import dev.nnebench.report.answer.Answers;
import dev.nnebench.report.answer.Question;
import dev.nnebench.report.figure.Crypto;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.figure.Labels;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.report.figure.TrialSteadiness;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * How close each encrypted fetch comes to the crypto ceiling: its wall MB/s over what JCE alone
 * can decrypt and checksum per second at the default SDU (8 KB). The ceiling for a pair is the
 * harmonic combination of the two, since every byte goes through both.
 */
final class CeilingFraction {
  static final String SDU = "8192";

  static final Question QUESTION = Question.of("ceiling-fraction",
      "fraction of the crypto ceiling", (q, trials) -> fractions(trials).stream()
          .map(f -> f.answer(q)).toList(),
      AnswerTable.of("Fraction of the crypto ceiling", "A fetch near 100 % is bound by the"
          + " crypto; far below, by parsing, the network or the server.", answers -> List.of(),
          "needs FetchThroughput with encryption and CipherThroughput (JCE, 8192 bytes) in the"
              + " same run.")
          .withMore(run -> fractions(run.trials()).stream().map(Fraction::bullet).toList()));

  private CeilingFraction() {}

  /* One encrypted fetch against its ceiling, named by what varies among them. */
  private record Fraction(Trial fetch, String label, Measured wall, Measured ceiling) {
    Measured percent() {
      return wall.over(ceiling).times(100);
    }

    Answer answer(Question q) {
      return q.answer(label, Answers.cell(fetch), percent(), "%", false,
          TrialSteadiness.problem(fetch));
    }

    String bullet() {
      return "- " + label + ": " + wall.with("MB/s") + " = **" + percent().with("%") + "** of "
          + ceiling.with("MB/s");
    }
  }

  private static List<Fraction> fractions(List<Trial> trials) {
    List<Trial> fetches = trials.stream()
        .filter(t -> t.is(Benchmark.FETCH) && LegName.MAIN.ran(t))
        .filter(CryptoQuestions::encrypted).toList();
    Set<Axis<?>> varying = Labels.varying(fetches);
    List<Fraction> out = new ArrayList<>();
    for (Trial t : fetches) {
      ceiling(trials, t).ifPresent(c -> out.add(new Fraction(t, Labels.of(t, varying),
          Figures.wallMegabytesPerSecond(t), c)));
    }
    return out;
  }

  static Optional<Measured> ceiling(List<Trial> trials, Trial fetch) {
    Cell cell = fetch.cell();
    Optional<Measured> aes = jce(trials, Benchmark.DECRYPT, Labels.text(cell, Axes.ENCRYPTION));
    if (aes.isEmpty() || Crypto.unchecked(fetch)) {
      return aes;
    }
    return jce(trials, Benchmark.DIGEST, Labels.text(cell, Axes.CHECKSUM))
        .map(sha -> harmonic(aes.get(), sha));
  }

  /* 1 / (1/a + 1/b); the error bar of the smaller term dominates, so keep the larger relative. */
  private static Measured harmonic(Measured a, Measured b) {
    double value = 1 / (1 / a.value() + 1 / b.value());
    double relative = Math.max(a.error() / a.value(), b.error() / b.value());
    return Measured.of(value, value * relative);
  }

  private static Optional<Measured> jce(List<Trial> trials, Benchmark benchmark,
      String algorithm) {
    return trials.stream()
        .filter(t -> t.is(benchmark) && LegName.MAIN.ran(t))
        .filter(CryptoQuestions.engine(CryptoQuestions.JCE))
        .filter(t -> t.cell().text(Axes.ALGORITHM).equals(algorithm)
            && t.cell().text(Axes.BYTES).equals(SDU))
        .findFirst()
        .map(Figures::cryptoMegabytesPerSecond);
  }
}
