package dev.nnebench.report.question;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.report.figure.Trials;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import java.util.List;
import org.junit.jupiter.api.Test;

class TypeDecodingTest {
  /* CPU ms per million cells = cpuNanos / cells / 1e6 * 1e6: 2e8 ns over 1e6 cells = 200 ms. */
  private static Trial fetch(String shape) {
    return fetch(shape, "getString", "2e8");
  }

  private static Trial fetch(String shape, String read, String cpuNanos) {
    return Trials.of(Benchmark.FETCH.text(), 1, 0.01, "param.driver", "23", "param.encryption",
        "NONE", "param.checksum", "NONE", "param.fetchSize", "1000", "param.shape", shape,
        "param.read", read, "aux.cpuNanos", cpuNanos, "aux.cpuNanos.error", "0", "aux.cells",
        "1e6", "aux.cells.error", "0");
  }

  @Test
  void aTypedShapeIsAnsweredByItsTypesAndAPlainOneNot() {
    String section = String.join("\n", TypeDecoding.section(TypeDecoding.QUESTION.answers(List.of(
        fetch("rows=100,cols=2,types=timestamp_tz"), fetch("small")))));
    assertTrue(section.contains("| **timestamp_tz** | rows=100,cols=2,types=timestamp_tz | 23 |"
        + " NONE + NONE | 1000 |  | 200 ± 0.00 |"), section);
    assertTrue(!section.contains("shape small"), section);
    assertTrue(section.contains("no text is made"), section);
  }

  @Test
  void eachReadStyleIsAColumnAndAMixedShapeIsSaidToBeOne() {
    String section = String.join("\n", TypeDecoding.section(TypeDecoding.QUESTION.answers(List.of(
        fetch("types", "getString", "2e8"), fetch("types", "typed", "3e8")))));
    assertTrue(section.contains("| getString | typed |"), section);
    assertTrue(section.contains("| default | 200 ± 0.00 | 300 ± 0.00 |"), section);
    assertTrue(section.contains("cost per cell of its mix"), section);
  }

  @Test
  void aRunWithoutTypedShapesHasNoSection() {
    assertTrue(TypeDecoding.section(TypeDecoding.QUESTION.answers(List.of(fetch("small"))))
        .isEmpty());
  }
}
