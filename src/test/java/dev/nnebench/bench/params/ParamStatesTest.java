package dev.nnebench.bench.params;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * A fork reads its cell by axis name ({@link dev.nnebench.run.fork.ForkCell}): a {@code @Param}
 * no axis declares would fail every trial of its benchmark at setup, so the compiled benchmark
 * list is checked here, with what the shared parameter states give each benchmark.
 */
class ParamStatesTest {
  @Test
  void everyParameterOfEveryBenchmarkIsADeclaredAxis() {
    Set<String> undeclared = new TreeSet<>();
    for (BenchmarkListEntry entry : benchmarks()) {
      entry.getParams().orElse(java.util.Map.of()).keySet().stream()
          .filter(name -> Axes.named(name).isEmpty())
          .forEach(name -> undeclared.add(entry.getUsername() + " " + name));
    }
    assertEquals(Set.of(), undeclared);
  }

  /*
   * A run saved before a later axis existed ran at the axis's default and has no column for it,
   * so a benchmark's own default must be that one, or old and new rows of the same cell would
   * not compare.
   */
  @Test
  void everyBenchmarkRunsALaterAxisAtItsDefaultUnlessAPresetSaysOtherwise() {
    Set<String> differing = new TreeSet<>();
    for (BenchmarkListEntry entry : benchmarks()) {
      entry.getParams().orElse(java.util.Map.of()).forEach((name, defaults) ->
          Axes.named(name).filter(Axis::later)
              .filter(a -> !List.of(a.defaultText()).equals(List.of(defaults)))
              .ifPresent(a -> differing.add(entry.getUsername() + " " + name)));
    }
    assertEquals(Set.of(), differing);
  }

  /* The shared states' parameters, and no other (an open reads no rows: no fetchSize). */
  @Test
  void theSharedStatesParametersAreRecordedAsTheBenchmarksOwn() {
    BenchmarkListEntry open = benchmarks().stream()
        .filter(e -> e.getUsername().endsWith("ConnectCost.open")).findFirst().orElseThrow();
    assertEquals(Set.of("driver", "encryption", "checksum", "keySchedule", "server", "rtt",
        "bandwidth", "transport", "counterpart"), open.getParams().get().keySet());
  }

  private static SortedSet<BenchmarkListEntry> benchmarks() {
    PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
    return BenchmarkList.defaultList().find(
        OutputFormatFactory.createFormatInstance(quiet, VerboseMode.SILENT), List.of(".*"),
        List.of());
  }
}
