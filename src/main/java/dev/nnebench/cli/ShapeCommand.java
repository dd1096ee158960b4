package dev.nnebench.cli;

import dev.nnebench.shape.RowDigest;
import dev.nnebench.shape.Shape;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code nnebench shape NAME|SPEC}: prints a shape's spec, label, column types and the digest a
 * correct fetch gives; with {@code --sql}, only the Oracle SQL that returns its rows, so a user
 * can run the same result set on their own database and compare.
 */
@Command(name = "shape", mixinStandardHelpOptions = true,
    description = "Prints a shape's definition, or with --sql the Oracle SQL that returns its"
        + " rows.")
public final class ShapeCommand implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Parameters(paramLabel = "NAME|SPEC", converter = Converters.ShapeSpec.class,
      description = "A name from config/shapes.properties (e.g. small, types, clob-large) or a spec"
          + " such as rows=100,types=number(12,2)/date/clob,lobSize=5000.")
  Shape shape;

  @Option(names = "--sql", description = "Print only the SQL (ending without a semicolon).")
  boolean sql;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    if (sql) {
      out.println(shape.toSql());
      return 0;
    }
    out.println("spec:   " + shape);
    out.println("label:  " + shape.label());
    StringBuilder types = new StringBuilder("ID NUMBER");
    for (int c = 1; c <= shape.columns(); c++) {
      types.append(", C").append(c).append(' ').append(shape.type(c).token());
    }
    out.println("columns: " + types);
    out.println("digest: " + RowDigest.hex(RowDigest.expected(shape)));
    return 0;
  }
}
