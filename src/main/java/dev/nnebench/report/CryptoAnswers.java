package dev.nnebench.report;

import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/** The answers from the socket-free crypto benchmarks: the ceiling and what changes it. */
final class CryptoAnswers {
  private static final List<String> CRYPTO =
      List.of(BenchmarkName.DECRYPT, BenchmarkName.ENCRYPT, BenchmarkName.DIGEST);
  static final String ENGINE = "engine";
  static final String JCE = "JCE";
  static final String DRIVER_23 = "DRIVER_23";

  private final List<Trial> trials;

  CryptoAnswers(List<Trial> trials) {
    this.trials = trials;
  }

  List<String> ceiling() {
    List<String> bullets = new ArrayList<>();
    for (String benchmark : CRYPTO) {
      List<Trial> rows = select(benchmark, LegName.MAIN.text(), engine(JCE));
      Set<String> varying = Labels.varying(rows);
      for (Trial t : rows) {
        bullets.add("- " + benchmark + " (" + Labels.of(t, varying) + "): "
            + Figures.cryptoMegabytesPerSecond(t).with("MB/s"));
      }
    }
    return Section.of("The crypto ceiling: JCE alone, no socket",
        "What this CPU and JDK can seal or check per second on one core; a fetch cannot decrypt"
            + " faster than this. CBC decryption runs blocks in parallel, encryption cannot.",
        bullets, "CipherThroughput and ChecksumThroughput were not in the run.");
  }

  List<String> driverEngine() {
    List<String> bullets = new ArrayList<>();
    for (String benchmark : CRYPTO) {
      bullets.addAll(Comparison.within(benchmark, LegName.MAIN.text(), engine(DRIVER_23),
          Map.of(ENGINE, JCE), Figures.SCORE).bullets(trials, benchmark + ", driver 23.x throughput vs JCE:"));
    }
    return Section.of("The driver's NNE crypto objects vs plain JCE",
        "ojdbc11 23.x ships no AES engine of its own: its NNE cipher always delegates to JCE, so"
            + " it ignores `oracle.net.useJCEAPI`. This ratio is its overhead around JCE (padding,"
            + " copies). Drivers up to 21.x keep their own engine under obfuscated class names;"
            + " their own-engine vs JCE cost is measured through whole fetches (useJCEAPI=false"
            + " vs true) below.",
        bullets, "the DRIVER_23 engine was not in the run.");
  }

  List<String> controls() {
    List<String> bullets = new ArrayList<>();
    for (String leg : List.of(LegName.AES_OFF.text(), LegName.SECOND_JDK.text())) {
      for (String benchmark : List.of(BenchmarkName.DECRYPT, BenchmarkName.ENCRYPT)) {
        bullets.addAll(Comparison.acrossLegs(benchmark, leg, engine(JCE), LegName.MAIN.text(),
            Figures.SCORE).bullets(trials, benchmark + " on " + leg + " vs main:"));
      }
    }
    return Section.of("Controls: AES-NI off, second JDK",
        "The same JCE benchmarks rerun with `-XX:-UseAES -XX:-UseAESIntrinsics` (aes-off) and on"
            + " the JDK given with `--jvm` (second-jdk). Below 1× means slower than the main run.",
        bullets, "no control legs ran (preset without jmh.control.include, or no --jvm).");
  }

  private List<Trial> select(String benchmark, String leg, Predicate<Trial> filter) {
    return trials.stream()
        .filter(t -> t.benchmark().equals(benchmark) && t.leg().equals(leg))
        .filter(filter)
        .toList();
  }

  static Predicate<Trial> engine(String name) {
    return t -> t.param(ENGINE).equals(name);
  }
}
