package dev.nnebench.cli;

import dev.nnebench.failure.ExitCodes;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/** Prints a failure as one readable line; the stack trace only with NNEBENCH_DEBUG set. */
final class FailureHandler implements IExecutionExceptionHandler {
  @Override
  public int handleExecutionException(Exception ex, CommandLine cl, ParseResult parsed) {
    String message = ex.getMessage() == null ? ex.toString() : ex.getMessage();
    cl.getErr().println("nnebench: " + message);
    if (System.getenv("NNEBENCH_DEBUG") != null) {
      ex.printStackTrace(cl.getErr());
    }
    return ExitCodes.forException(ex);
  }
}
