package dev.nnebench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
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
  private static final Pattern TOP_PACKAGE =
      Pattern.compile("^import (?:static )?dev\\.nnebench\\.(\\w+)\\.");
  private static final Pattern PROJECT_NAME = Pattern.compile("\\bdev\\.nnebench\\.(\\w+)");
  /* The report's stages, each reading only those before it: figures from trials, answers from
   * figures, markdown and charts from answers, the question registry declaring all of them, the
   * report itself (the package's own classes), the files CI tools read (and the verdict model a
   * gate fills), then comparing runs. */
  private static final List<String> REPORT_STAGES =
      List.of("figure", "answer", "markdown", "chart", "question", "", "ci", "compare");
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

  /*
   * No two packages (dev.nnebench.X, sub-packages counted with their parent) import each other,
   * directly or around a loop: the typed core (cell, preset, scenario, results) sits below the
   * runner and the report, and the driver below the scenario that configures it.
   */
  @Test
  void noPackageCycle() throws IOException {
    Map<String, Set<String>> imports = new TreeMap<>();
    for (String root : List.of("src/main/java/dev/nnebench", "src/jmh/java/dev/nnebench")) {
      try (Stream<Path> files = javaFiles(Path.of(root))) {
        files.forEach(file -> {
          String pkg = Path.of(root).relativize(file).getName(0).toString();
          Set<String> to = imports.computeIfAbsent(pkg, k -> new TreeSet<>());
          lines(file).stream().map(TOP_PACKAGE::matcher).filter(Matcher::find)
              .map(m -> m.group(1)).filter(other -> !other.equals(pkg)).forEach(to::add);
        });
      }
    }
    List<String> cycles = new ArrayList<>();
    imports.forEach((pkg, to) -> to.stream().filter(other -> reaches(imports, other, pkg,
        new HashSet<>())).forEach(other -> cycles.add(pkg + " <-> " + other)));
    assertEquals(List.of(), cycles, "these packages import each other (directly or around)");
  }

  private static boolean reaches(Map<String, Set<String>> imports, String from, String to,
      Set<String> seen) {
    for (String next : imports.getOrDefault(from, Set.of())) {
      if (next.equals(to) || seen.add(next) && reaches(imports, next, to, seen)) {
        return true;
      }
    }
    return false;
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

  /*
   * The typed core is what the runner, the report and diagnose share: axes and cells over the
   * scenario and its vocabulary, and the preset language over them; nothing above them.
   */
  @Test
  void theTypedCoreLooksOnlyDown() throws IOException {
    List<String> stray = Stream.of(
        strayReferences("cell", "cell", "scenario", "driver", "target", "link", "nne", "shape",
            "failure"),
        strayReferences("scenario", "scenario", "config", "driver", "nne", "shape", "failure"),
        strayReferences("preset", "preset", "cell", "scenario", "config", "driver", "nne",
            "shape", "failure")).flatMap(List::stream).toList();
    assertEquals(List.of(), stray, "these references leave the typed core");
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

  /*
   * Diagnose is a pipeline in the tree: each stage names only the stages before it (the query,
   * then what one connection and one fetch show, the network, the candidates, the sweep, its
   * output), Diagnose on top names them all, and none names Diagnose.
   */
  private static final List<String> DIAGNOSE_STAGES =
      List.of("query", "profile", "network", "candidates", "sweep", "output");
  private static final Pattern DIAGNOSE_NAME =
      Pattern.compile("\\bdev\\.nnebench\\.diagnose\\.(\\w+)");
  private static final int MOST_FILES_PER_PACKAGE = 15;

  @Test
  void diagnoseStagesLookOnlyDown() throws IOException {
    List<String> lookingUp = new ArrayList<>();
    for (String stage : DIAGNOSE_STAGES) {
      int level = DIAGNOSE_STAGES.indexOf(stage);
      Path dir = Path.of("src/main/java/dev/nnebench/diagnose", stage);
      try (Stream<Path> files = javaFiles(dir)) {
        files.sorted().forEach(file -> lines(file).stream().filter(l -> !l.startsWith("package "))
            .forEach(line -> {
              Matcher named = DIAGNOSE_NAME.matcher(line);
              while (named.find()) {
                int other = DIAGNOSE_STAGES.indexOf(named.group(1));
                if (other < 0 || other > level) {
                  lookingUp.add(stage + "/" + dir.relativize(file) + ": " + named.group());
                }
              }
            }));
      }
    }
    assertEquals(List.of(), lookingUp, "these references look up the diagnose pipeline");
  }

  @Test
  void diagnosePackagesStaySmall() throws IOException {
    List<String> large = new ArrayList<>();
    for (String stage : Stream.concat(Stream.of(""), DIAGNOSE_STAGES.stream()).toList()) {
      Path dir = Path.of("src/main/java/dev/nnebench/diagnose", stage);
      try (Stream<Path> files = Files.list(dir)) {
        long n = files.filter(p -> p.toString().endsWith(".java")).count();
        if (n > MOST_FILES_PER_PACKAGE) {
          large.add(dir + ": " + n + " files");
        }
      }
    }
    assertEquals(List.of(), large, "at most " + MOST_FILES_PER_PACKAGE + " files a package");
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
