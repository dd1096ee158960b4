package dev.nnebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.report.figure.SyntheticRuns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompareCommandTest {
  @TempDir Path tmp;

  /* The verdict of the row of {@code question} whose cells contain {@code parts}. */
  private static String verdict(Cli cli, String question, String... parts) {
    List<String> row = cli.out().lines().filter(l -> l.startsWith("| " + question + " "))
        .filter(l -> List.of(parts).stream().allMatch(l::contains)).findFirst()
        .map(l -> List.of(l.split("\\|")).stream().map(String::strip).toList())
        .orElseThrow(() -> new AssertionError("no row " + question + " in\n" + cli.out()));
    return row.get(row.size() - 1);
  }

  @Test
  void printsOneRowPerAnswerWithItsVerdict() throws Exception {
    Path a = SyntheticRuns.write(tmp.resolve("a"), SyntheticRuns.run(2, 3, 2.2));
    // plain halves (better), AES256+SHA256 doubles (worse), the NNE cost of SHA256 stays 1.1x
    Path b = SyntheticRuns.write(tmp.resolve("b"), SyntheticRuns.run(1, 6, 1.1));

    Cli cli = Cli.run("compare", a.toString(), b.toString());

    assertEquals(ExitCodes.OK, cli.exitCode(), cli.err());
    assertTrue(cli.out().startsWith("A: " + a + "\nB: " + b + "\n"), cli.out());
    assertEquals("worse", verdict(cli, "NNE cost", "1.50× ± ", "6.00× ± ", " 4.00× "));
    assertEquals("same", verdict(cli, "NNE cost", "1.10× ± ", " 1.00× "));
    assertEquals("better", verdict(cli, "fetch cell", "checksum=NONE", "encryption=NONE"));
    assertEquals("worse", verdict(cli, "fetch cell", "encryption=AES256"));
    assertTrue(cli.out().contains("5 answers in both: 1 same, 0 drift, 2 worse, 2 better, 0 n/a"),
        cli.out());
    assertTrue(cli.out().contains("only in A: none\nonly in B: none\n"), cli.out());
  }

  @Test
  void aMoveUnderTheToleranceIsDriftAndTheToleranceIsAnOption() throws Exception {
    Path a = SyntheticRuns.write(tmp.resolve("a"), SyntheticRuns.run(2, 2.87, 2.2));
    Path b = SyntheticRuns.write(tmp.resolve("b"), SyntheticRuns.run(2, 3, 2.2));

    Cli byDefault = Cli.run("compare", a.toString(), b.toString());
    Cli strict = Cli.run("compare", "--tolerance", "2", a.toString(), b.toString());

    assertEquals("drift", verdict(byDefault, "fetch cell", "encryption=AES256"));
    assertTrue(byDefault.out().contains("B moved by under 10 %"), byDefault.out());
    assertEquals("worse", verdict(strict, "fetch cell", "encryption=AES256"));
  }

  @Test
  void aToleranceOutOfRangeIsAUsageErrorInOneLine() throws Exception {
    Path a = SyntheticRuns.write(tmp.resolve("a"), SyntheticRuns.run(2, 3, 2.2));

    Cli cli = Cli.run("compare", "--tolerance", "100", a.toString(), a.toString());

    assertEquals(ExitCodes.USAGE, cli.exitCode());
    assertEquals(1, cli.err().lines().count(), cli.err());
    assertTrue(cli.err().contains("--tolerance must be a percentage from 0 to under 100, got"
        + " 100.0; e.g. --tolerance 10"), cli.err());
  }

  @Test
  void ratiosComeFirst() throws Exception {
    Path a = SyntheticRuns.write(tmp.resolve("a"), SyntheticRuns.run(2, 3, 2.2));

    Cli cli = Cli.run("compare", a.toString(), a.toString());

    List<String> rows = cli.out().lines().filter(l -> l.startsWith("| ")).skip(2).toList();
    assertEquals(5, rows.size(), cli.out());
    assertTrue(rows.get(0).startsWith("| NNE cost") && rows.get(1).startsWith("| NNE cost"),
        cli.out());
  }

  @Test
  void aMissingDirectoryIsAUsageErrorInOneLine() throws Exception {
    Path a = SyntheticRuns.write(tmp.resolve("a"), SyntheticRuns.run(2, 3, 2.2));
    Path absent = tmp.resolve("absent");

    Cli cli = Cli.run("compare", a.toString(), absent.toString());

    assertEquals(ExitCodes.USAGE, cli.exitCode());
    assertEquals("nnebench: " + absent + " is not a directory; give a run directory under"
        + " target/nnebench/", cli.err().strip());
    assertEquals("", cli.out());
  }

  @Test
  void aDirectoryWithoutResultsIsAUsageErrorInOneLine() throws Exception {
    Path empty = Files.createDirectory(tmp.resolve("empty"));
    Path b = SyntheticRuns.write(tmp.resolve("b"), SyntheticRuns.run(2, 3, 2.2));

    Cli cli = Cli.run("compare", empty.toString(), b.toString());

    assertEquals(ExitCodes.USAGE, cli.exitCode());
    assertTrue(cli.oneErrorLine(), cli.err());
    assertTrue(cli.err().contains(empty + " has no results.csv; give a directory written by"
        + " nnebench bench"), cli.err());
  }

  @Test
  void bothRunsAreRequired() {
    Cli cli = Cli.run("compare", tmp.toString());

    assertEquals(ExitCodes.USAGE, cli.exitCode());
    assertTrue(cli.oneErrorLine(), cli.err());
  }
}
