package dev.nnebench.cli;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.report.compare.ComparisonTable;
import dev.nnebench.report.compare.RunComparison;
import dev.nnebench.results.Trial;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code nnebench compare RUN_A RUN_B}: two saved runs side by side, answer by answer. */
@Command(
    name = "compare",
    mixinStandardHelpOptions = true,
    description = {
      "Sets the answers of two run directories side by side: for each answer both runs asked,"
          + " A's and B's figure with its 99.9 %% bar, B/A, and a verdict: same (the bars"
          + " overlap), drift (they do not, but B moved by less than --tolerance), better or"
          + " worse (B's bar lies wholly on one side of A's, by more), n/a (no bar).",
      "Ratios come first; answers only one run asked are listed after the table."
    })
public final class CompareCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(index = "0", paramLabel = "RUN_A",
      description = "The earlier run directory, e.g. target/nnebench/20261122-141503.")
  Path runA;

  @Parameters(index = "1", paramLabel = "RUN_B", description = "The run to compare with it.")
  Path runB;

  @Mixin ToleranceOption tolerance;

  @Override
  public Integer call() throws Exception {
    double fraction = tolerance.fraction();
    List<Trial> a = RunDirectories.read(runA);
    List<Trial> b = RunDirectories.read(runB);
    var out = spec.commandLine().getOut();
    ComparisonTable.lines(RunComparison.of(a, b, fraction), runA.toString(), runB.toString())
        .forEach(out::println);
    out.flush();
    return ExitCodes.OK;
  }
}
