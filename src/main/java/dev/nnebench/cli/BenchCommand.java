package dev.nnebench.cli;

import dev.nnebench.bench.run.BenchPreset;
import dev.nnebench.bench.run.BenchRun;
import dev.nnebench.bench.run.JmhSettings;
import dev.nnebench.bench.run.PresetFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code nnebench bench}: runs the JMH suite with a preset and writes the report. */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    description = {
      "Runs the JMH benchmark suite with a preset and writes raw JSON, results.csv, report.md and"
          + " charts to a new timestamped directory.",
      "Settings default from -Dnnebench.preset / -Dnnebench.target, so `mvn verify -Pbench`"
          + " can pass them through."
    })
public final class BenchCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--preset", defaultValue = "${sys:nnebench.preset:-quick}",
      description = "smoke | quick | full (default: ${DEFAULT-VALUE}).")
  BenchPreset preset;

  @Option(names = "--target", defaultValue = "${sys:nnebench.target:-loopback}",
      description = "Where fetch and connect benchmarks connect: loopback | container | url"
          + " (default: ${DEFAULT-VALUE}).")
  String target;

  @Option(names = {"-p", "--param"}, paramLabel = "NAME=V1,V2",
      description = "Replace a benchmark parameter's values, e.g. -p fetchSize=10,1000.")
  List<String> params = new ArrayList<>();

  @Option(names = "--include", paramLabel = "REGEX",
      description = "Run only benchmarks matching (repeatable), e.g. --include CipherThroughput.")
  List<String> includes = new ArrayList<>();

  @Option(names = "--jvm", paramLabel = "JDK",
      description = "A second JDK (home or java executable) for the control leg, e.g."
          + " /usr/lib/jvm/temurin-25-jdk-amd64.")
  Path secondJdk;

  @Option(names = "--config", defaultValue = "config",
      description = "Directory of preset files NAME.properties (default: ${DEFAULT-VALUE}).")
  Path config;

  @Option(names = "--out", defaultValue = "target/nnebench",
      description = "Where run directories are created (default: ${DEFAULT-VALUE}).")
  Path out;

  @Override
  public Integer call() throws Exception {
    JmhSettings settings = settings();
    System.setProperty("nnebench.target", target);
    Path dir = new BenchRun(spec.commandLine().getOut())
        .run(new BenchRun.Request(settings, target, Optional.ofNullable(secondJdk), out));
    spec.commandLine().getOut().println(dir);
    return ExitCodes.OK;
  }

  JmhSettings settings() {
    try {
      JmhSettings s = PresetFiles.load(preset, config);
      for (String param : params) {
        s = PresetFiles.applyParam(s, param);
      }
      return includes.isEmpty() ? s : s.withIncludes(includes);
    } catch (IllegalArgumentException e) {
      throw new NnebenchException(ExitCodes.USAGE, e.getMessage());
    }
  }
}
