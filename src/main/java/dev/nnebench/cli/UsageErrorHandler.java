package dev.nnebench.cli;

import dev.nnebench.failure.ExitCodes;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;

/**
 * Prints a bad command line as one line, {@code nnebench: <problem>; see '<command> --help'},
 * instead of picocli's default of the message followed by the whole usage text.
 */
final class UsageErrorHandler implements IParameterExceptionHandler {
  @Override
  public int handleParseException(ParameterException ex, String[] args) {
    CommandLine cl = ex.getCommandLine();
    cl.getErr().println("nnebench: " + ex.getMessage() + "; see '"
        + cl.getCommandSpec().qualifiedName() + " --help'");
    cl.getErr().flush();
    return ExitCodes.USAGE;
  }
}
