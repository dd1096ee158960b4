package dev.nnebench.cli;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.report.Report;
import dev.nnebench.report.WrittenReport;
import dev.nnebench.report.ci.CiFiles;
import dev.nnebench.report.ci.JmhJson;
import dev.nnebench.results.TrialCsv;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code nnebench report DIR}: redraws report.md and the charts of a saved run. */
@Command(
    name = "report",
    mixinStandardHelpOptions = true,
    description = "Regenerates report.md, the charts and the files CI tools read (jmh.json,"
        + " github-benchmark-*.json, bencher.json) of a run directory from its results.csv.")
public final class ReportCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(paramLabel = "DIR", description = "A run directory, e.g. target/nnebench/20261122-141503.")
  Path dir;

  @Override
  public Integer call() throws Exception {
    if (!Files.isDirectory(dir)) {
      throw new NnebenchException(ExitCodes.USAGE,
          dir + " is not a directory; give a run directory under target/nnebench/");
    }
    WrittenReport report;
    try {
      report = Report.regenerate(dir);
    } catch (NoSuchFileException e) {
      throw new NnebenchException(ExitCodes.USAGE,
          dir + " has no results.csv; give a directory written by nnebench bench");
    }
    // jmh.json holds every iteration as results.csv does, not the steady part the report reads
    CiFiles.write(dir, TrialCsv.read(dir.resolve(TrialCsv.FILE_NAME)), report);
    spec.commandLine().getOut().println("report: " + dir.resolve(Report.FILE_NAME) + " ("
        + report.trials().size() + " trials), and the files CI tools read ("
        + JmhJson.FILE_NAME + ", ...)");
    return ExitCodes.OK;
  }
}
