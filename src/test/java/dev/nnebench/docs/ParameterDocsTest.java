package dev.nnebench.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * What a preset, {@code -p} and {@code --include} can name is documented: every axis has its row,
 * with its default, in docs/presets.md, and every benchmark its row, naming each of its methods,
 * in docs/bench.md.
 */
class ParameterDocsTest {
  /* | `axis` | values | default | taken by |: the cell after the third bar. */
  private static final int DEFAULT_COLUMN = 3;
  private static final String BENCHMARK_LIST = "/META-INF/BenchmarkList";
  /* "JMH S 44 dev.nnebench.bench.crypto.ChecksumThroughput S 73 ...jmhTest S 6 digest ...":
   * the user class, the generated class, then the method, each as S LENGTH TEXT. */
  private static final Pattern BENCHMARK_ENTRY =
      Pattern.compile("^JMH S \\d+ \\S*?\\.(\\w+) S \\d+ \\S+ S \\d+ (\\w+) ");

  @Test
  void everyAxisHasARowWithItsDefaultInThePresetsReference() throws IOException {
    List<String> missing = new ArrayList<>();
    for (Axis<?> axis : Axes.ALL) {
      String row = DocsPages.row("presets.md", axis.name());
      if (row.isEmpty()) {
        missing.add("axis " + axis.name() + " (no row in docs/presets.md)");
      } else if (!axis.defaultText().isEmpty()
          && !row.split("\\|")[DEFAULT_COLUMN].contains("`" + axis.defaultText() + "`")) {
        missing.add("axis " + axis.name() + " default `" + axis.defaultText() + "`");
      }
    }
    assertEquals(List.of(), missing, "axes not (or wrongly) documented in docs/presets.md");
  }

  @Test
  void everyBenchmarkHasARowNamingEachOfItsMethods() throws IOException {
    List<String> missing = new ArrayList<>();
    for (String[] benchmark : benchmarks()) {
      if (!DocsPages.names(DocsPages.row("bench.md", benchmark[0]), "`" + benchmark[1] + "`")) {
        missing.add(benchmark[0] + "." + benchmark[1]);
      }
    }
    assertEquals(List.of(), missing, "benchmarks without their row in docs/bench.md");
  }

  /** Class simple name and method of every benchmark in JMH's generated list. */
  private static List<String[]> benchmarks() throws IOException {
    List<String[]> found = new ArrayList<>();
    try (InputStream list = ParameterDocsTest.class.getResourceAsStream(BENCHMARK_LIST)) {
      assertNotNull(list, BENCHMARK_LIST + " is not on the class path");
      for (String line : new String(list.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        Matcher m = BENCHMARK_ENTRY.matcher(line);
        if (m.find()) {
          found.add(new String[] {m.group(1), m.group(2)});
        }
      }
    }
    assertFalse(found.isEmpty(), "no benchmark read from " + BENCHMARK_LIST);
    return found;
  }
}
