package dev.nnebench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Layers only look down: the CLI sits on top, so nothing outside it may import it. */
class LayeringTest {
  private static final String CLI = "dev.nnebench.cli";

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
