package dev.nnebench.report;

import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.LegName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How close each encrypted fetch comes to the crypto ceiling: its wall MB/s over what JCE alone
 * can decrypt and checksum per second at the default SDU (8 KB). The ceiling for a pair is the
 * harmonic combination of the two, since every byte goes through both.
 */
final class CeilingFraction {
  static final String SDU = "8192";

  private CeilingFraction() {}

  static List<String> section(List<Trial> trials) {
    List<Trial> fetches = trials.stream()
        .filter(t -> t.benchmark().equals(BenchmarkName.FETCH) && LegName.MAIN.ran(t))
        .filter(t -> !FetchQuestions.isNone(t, ParamName.ENCRYPTION))
        .toList();
    var varying = Labels.varying(fetches);
    List<String> bullets = new ArrayList<>();
    for (Trial t : fetches) {
      ceiling(trials, t).ifPresent(c -> bullets.add("- " + Labels.of(t, varying) + ": "
          + Figures.wallMegabytesPerSecond(t).with("MB/s") + " = **"
          + Figures.wallMegabytesPerSecond(t).over(c).times(100).with("%") + "** of "
          + c.with("MB/s")));
    }
    return Section.of("Fraction of the crypto ceiling",
        "A fetch near 100 % is bound by the crypto; far below, by parsing, the network or the"
            + " server.", bullets, "needs FetchThroughput with encryption and CipherThroughput"
            + " (JCE, 8192 bytes) in the same run.");
  }

  static Optional<Measured> ceiling(List<Trial> trials, Trial fetch) {
    Optional<Measured> aes = jce(trials, BenchmarkName.DECRYPT, ParamName.ALGORITHM,
        fetch.param(ParamName.ENCRYPTION));
    if (aes.isEmpty() || FetchQuestions.isNone(fetch, ParamName.CHECKSUM)) {
      return aes;
    }
    return jce(trials, BenchmarkName.DIGEST, ParamName.ALGORITHM, fetch.param(ParamName.CHECKSUM))
        .map(sha -> harmonic(aes.get(), sha));
  }

  /* 1 / (1/a + 1/b); the error bar of the smaller term dominates, so keep the larger relative. */
  private static Measured harmonic(Measured a, Measured b) {
    double value = 1 / (1 / a.value() + 1 / b.value());
    double relative = Math.max(a.error() / a.value(), b.error() / b.value());
    return Measured.of(value, value * relative);
  }

  private static Optional<Measured> jce(
      List<Trial> trials, String benchmark, String param, String value) {
    return trials.stream()
        .filter(t -> t.benchmark().equals(benchmark) && LegName.MAIN.ran(t))
        .filter(t -> t.param(CryptoAnswers.ENGINE).equals(CryptoAnswers.JCE))
        .filter(t -> t.param(param).equals(value) && t.param(ParamName.BYTES).equals(SDU))
        .findFirst()
        .map(Figures::cryptoMegabytesPerSecond);
  }
}
