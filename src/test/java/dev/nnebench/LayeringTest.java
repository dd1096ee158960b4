package dev.nnebench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Layers only look down: the CLI sits on top, so nothing outside it may import it; the benchmarks
 * (src/jmh) sit on main, so main imports none of them, and a fork sees of the runner only what
 * the runner hands it.
 */
class LayeringTest {
  private static final String CLI = "dev.nnebench.cli";
  private static final String BENCHMARKS = "dev.nnebench.bench";
  private static final String RUNNER = "dev.nnebench.run";
  private static final String FORK_CONTRACT = "dev.nnebench.run.fork";

  @Test
  void onlyTheCliImportsTheCli() throws IOException {
    List<String> lookingUp;
    try (Stream<Path> sources = Stream.of("src/main/java", "src/jmh/java").map(Path::of)
        .filter(Files::isDirectory).flatMap(LayeringTest::javaFiles)) {
      lookingUp = sources.filter(p -> !p.toString().contains("/dev/nnebench/cli/"))
          .filter(LayeringTest::importsCli).map(Path::toString).sorted().toList();
    }
    assertEquals(List.of(), lookingUp, "these files import " + CLI);
  }

  @Test
  void mainImportsNoBenchmark() throws IOException {
    assertEquals(List.of(), importing(Path.of("src/main/java"), BENCHMARKS),
        "these files import " + BENCHMARKS + " (the runner finds benchmarks by name)");
  }

  @Test
  void benchmarksSeeOnlyTheForkContractOfTheRunner() throws IOException {
    List<String> lookingAtTheRunner = importing(Path.of("src/jmh/java"), RUNNER).stream()
        .filter(line -> !line.contains(" " + FORK_CONTRACT + ".")).toList();
    assertEquals(List.of(), lookingAtTheRunner,
        "these files import the runner; a fork may use " + FORK_CONTRACT + " only");
  }

  /* "file: import line" for every import of a class in {@code pkg} or its sub-packages. */
  private static List<String> importing(Path root, String pkg) throws IOException {
    try (Stream<Path> sources = javaFiles(root)) {
      return sources.flatMap(file -> lines(file).stream()
              .filter(l -> l.startsWith("import " + pkg + ".")
                  || l.startsWith("import static " + pkg + "."))
              .map(l -> file + ": " + l))
          .sorted().toList();
    }
  }

  private static List<String> lines(Path file) {
    try {
      return Files.readAllLines(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Stream<Path> javaFiles(Path root) {
    try {
      return Files.walk(root).filter(p -> p.toString().endsWith(".java"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static boolean importsCli(Path file) {
    try {
      return Files.readAllLines(file).stream()
          .anyMatch(l -> l.startsWith("import " + CLI + ".") || l.startsWith("import static " + CLI + "."));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
