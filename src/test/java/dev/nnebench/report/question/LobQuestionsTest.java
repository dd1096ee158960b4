package dev.nnebench.report.question;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.report.answer.Pairing;
import dev.nnebench.report.figure.Trials;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import java.util.List;
import org.junit.jupiter.api.Test;

class LobQuestionsTest {
  private static Trial fetch(String lobPrefetch, String counterpart) {
    return Trials.of(Benchmark.FETCH.text(), 1, 0.01, "param.lobPrefetch", lobPrefetch,
        "param.counterpart", counterpart, "param.shape", "clob-large");
  }

  @Test
  void everyPrefetchIsPairedWithTheLargestExplicitOne() {
    List<Trial> run = List.of(fetch("0", "lobPrefetch=1MB"), fetch("4000", "lobPrefetch=1MB"),
        fetch("default", "lobPrefetch=1MB"));
    Pairing p = LobQuestions.smallestVsLargest(run).orElseThrow();
    assertEquals(Cell.EMPTY.withText(Axes.LOB_PREFETCH, "1MB"), p.changes());
    assertTrue(run.stream().allMatch(p.subject()));
    assertFalse(p.subject().test(fetch("1MB", "")));
  }

  @Test
  void aRunWithOneOrNoPrefetchAsksNothing() {
    assertTrue(LobQuestions.smallestVsLargest(List.of(fetch("", ""))).isEmpty());
    assertTrue(LobQuestions.smallestVsLargest(List.of(fetch("default", ""))).isEmpty());
  }
}
