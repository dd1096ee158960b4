package dev.nnebench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
  private static final Pattern IMPORT = Pattern.compile("^import (?:static )?([\\w.]+);");
  private static final Pattern PROJECT_NAME = Pattern.compile("\\bdev\\.nnebench\\.(\\w+)");
  /* The report's stages, each reading only those before it: figures from trials, answers from
   * figures, markdown and charts from answers, the question registry declaring all of them, the
   * report itself (the package's own classes), then comparing runs. */
  private static final List<String> REPORT_STAGES =
      List.of("figure", "answer", "markdown", "chart", "question", "", "compare");
  private static final Pattern REPORT_NAME =
      Pattern.compile("\\bdev\\.nnebench\\.report((?:\\.[a-z]\\w*)?)(?:\\.[a-z]\\w*)*\\.[A-Z]");

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

  @Test
  void reportStagesOnlyLookDown() throws IOException {
    Path root = Path.of("src/main/java/dev/nnebench/report");
    List<String> lookingUp;
    try (Stream<Path> files = javaFiles(root)) {
      lookingUp = files.sorted().flatMap(file -> {
        int own = REPORT_STAGES.indexOf(stage(root.relativize(file).toString()));
        return lines(file).stream().filter(line -> !line.startsWith("package "))
            .flatMap(line -> REPORT_NAME.matcher(line).results()
                .filter(m -> REPORT_STAGES.indexOf(m.group(1).replace(".", "")) > own)
                .map(m -> root.relativize(file) + ": " + m.group()));
      }).toList();
    }
    assertEquals(List.of(), lookingUp, "these report files look up the stages "
        + REPORT_STAGES);
  }

  /* A report file's stage: its first sub-package, "" for the report package itself. */
  private static String stage(String relative) {
    int slash = relative.indexOf('/');
    return slash < 0 ? "" : relative.substring(0, slash);
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

  /*
   * The double stands alone: it runs in a container or behind `nnebench serve` with none of the
   * harness, so it may use only itself, the NNE and row-shape vocabulary it shares with the
   * harness, the failure types and the JDK. Fully qualified names count as much as imports.
   */
  @Test
  void theDoubleUsesOnlyItselfItsVocabularyAndTheJdk() throws IOException {
    assertEquals(List.of(), strayReferences("wire", "wire", "nne", "shape", "failure"),
        "these references leave the double");
  }

  /* The shared vocabulary looks at neither the harness nor the double. */
  @Test
  void theSharedVocabularyUsesOnlyItselfAndTheJdk() throws IOException {
    List<String> stray = Stream.concat(
        strayReferences("nne", "nne", "shape", "failure").stream(),
        strayReferences("shape", "nne", "shape", "failure").stream()).toList();
    assertEquals(List.of(), stray, "these references leave the vocabulary");
  }

  /** Each "file: reference" under main's {@code pkg} that names anything but {@code allowed}. */
  private static List<String> strayReferences(String pkg, String... allowed) throws IOException {
    List<String> ok = List.of(allowed);
    Path root = Path.of("src/main/java/dev/nnebench", pkg);
    try (Stream<Path> files = javaFiles(root)) {
      return files.sorted().flatMap(file -> lines(file).stream()
          .filter(line -> !line.startsWith("package "))
          .flatMap(line -> stray(line, ok))
          .map(reference -> pkg + "/" + root.relativize(file) + ": " + reference)).toList();
    }
  }

  private static Stream<String> stray(String line, List<String> allowed) {
    Stream.Builder<String> out = Stream.builder();
    Matcher imported = IMPORT.matcher(line);
    if (imported.find() && !imported.group(1).startsWith("java.")
        && !imported.group(1).startsWith("javax.")
        && !imported.group(1).startsWith("dev.nnebench.")) {
      out.add(imported.group(1));
    }
    Matcher named = PROJECT_NAME.matcher(line);
    while (named.find()) {
      if (!allowed.contains(named.group(1))) {
        out.add(named.group());
      }
    }
    return out.build();
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
