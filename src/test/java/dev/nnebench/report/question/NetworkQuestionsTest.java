package dev.nnebench.report.question;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.report.answer.Pairing;
import dev.nnebench.report.answer.Question;
import dev.nnebench.report.answer.Ratio;
import dev.nnebench.report.figure.Trials;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import java.util.List;
import org.junit.jupiter.api.Test;

class NetworkQuestionsTest {
  private static Trial fetch(String rtt, String bandwidth) {
    return Trials.of(Benchmark.FETCH.text(), 1, 0.01, "param.encryption", "AES256",
        "param.checksum", "SHA256", "param.rtt", rtt, "param.bandwidth", bandwidth);
  }

  /* quick delays one fetch-size pair by 2 ms: its NNE pairs on loopback are no wall answer. */
  @Test
  void aRunWhoseOnlyLinkIsADelayAsksNoWallNneQuestion() {
    List<Trial> quick = List.of(fetch("2ms", "unlimited"), fetch("0", "unlimited"));
    assertTrue(ratio(NetworkQuestions.NNE_COST_WALL).pairing().apply(quick).isEmpty());
    assertTrue(ratio(NetworkQuestions.OWN_AES_WALL).pairing().apply(quick).isEmpty());
  }

  @Test
  void aRunThatCappedABandwidthAsksItAtEveryBandwidth() {
    List<Trial> network = List.of(fetch("0", "1gbit"), fetch("0", "unlimited"));
    Pairing p = ratio(NetworkQuestions.NNE_COST_WALL).pairing().apply(network).orElseThrow();
    assertTrue(network.stream().allMatch(p.subject()));
  }

  private static Ratio ratio(Question q) {
    return (Ratio) q.ask();
  }
}
