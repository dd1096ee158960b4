package dev.nnebench.cli;

import dev.nnebench.failure.ExitCodes;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point: {@code java -jar nnebench.jar <command>}. Subcommands register here. */
@Command(
    name = "nnebench",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    description = "Measures what Oracle Net native network encryption costs a JDBC fetch.",
    subcommands = {
      CommandLine.HelpCommand.class, CheckCommand.class, FetchCommand.class, BenchCommand.class,
      ReportCommand.class, CompareCommand.class, ServeCommand.class, DiagnoseCommand.class,
      ShapeCommand.class
    })
public final class Main implements Runnable {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** Builds the command line with the project's exit-code and error mapping; tests use this. */
  public static CommandLine commandLine() {
    CommandLine cl = new CommandLine(new Main());
    cl.setExecutionExceptionHandler(new FailureHandler());
    cl.setParameterExceptionHandler(new UsageErrorHandler());
    cl.setExitCodeExceptionMapper(ExitCodes::forException);
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    return cl;
  }

  public static void main(String[] args) {
    System.exit(commandLine().execute(args));
  }
}
