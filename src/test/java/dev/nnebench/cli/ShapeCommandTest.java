package dev.nnebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.scenario.Shapes;
import org.junit.jupiter.api.Test;

class ShapeCommandTest {

  @Test
  void printsANamedShapesSqlExactly() {
    Cli cli = Cli.run("shape", "types", "--sql");
    assertEquals(0, cli.exitCode(), cli.err());
    assertEquals(Shapes.parse("types").toSql(), cli.out().strip());
  }

  @Test
  void printsASpecsDefinition() {
    Cli cli = Cli.run("shape", "rows=5,types=number(12,2)/clob,lobSize=9");
    assertEquals(0, cli.exitCode(), cli.err());
    assertTrue(cli.out().contains("columns: ID NUMBER, C1 number(12,2), C2 clob"), cli.out());
    assertTrue(cli.out().contains("label:  5x2x100-n0-r1-tn12.2_clob-l9"), cli.out());
  }

  @Test
  void badShapeIsOneLineAndAUsageError() {
    Cli cli = Cli.run("shape", "types=json");
    assertEquals(2, cli.exitCode());
    assertTrue(cli.oneErrorLine(), cli.err());
    assertTrue(cli.err().contains("unknown shape type 'json'"), cli.err());
  }
}
