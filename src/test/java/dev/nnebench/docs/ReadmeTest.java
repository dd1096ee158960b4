package dev.nnebench.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The README is what a newcomer reads in two minutes: short, with the main job and the tests on
 * its first screen (CI runs the README's test command, so the two must not drift apart), and
 * every relative link in it and in docs/ leads to a file that exists.
 */
class ReadmeTest {

  private static final Path README = Path.of("README.md");
  private static final int MOST_LINES = 150;
  private static final int FIRST_SCREEN = 30;
  private static final String MAIN_JOB = "mvn -B -ntp -Pbench -DskipTests verify";
  private static final Pattern LINK = Pattern.compile("\\]\\(([^)#\\s]+)(#[^)]*)?\\)");

  @Test
  void isShortEnoughToReadInTwoMinutes() throws IOException {
    int lines = Files.readAllLines(README).size();
    assertTrue(lines <= MOST_LINES, "README.md has " + lines + " lines, at most " + MOST_LINES);
  }

  @Test
  void itsFirstScreenHasTheMainJobAndTheTestCommandThatCiRuns() throws IOException {
    String firstScreen = String.join("\n",
        Files.readAllLines(README).subList(0, FIRST_SCREEN));
    assertTrue(firstScreen.contains(MAIN_JOB), firstScreen);
    String testCommand = ciTestCommand();
    assertTrue(firstScreen.contains(testCommand), "CI runs '" + testCommand + "'");
  }

  @Test
  void everyRelativeLinkLeadsToAFile() throws IOException {
    List<String> broken = new ArrayList<>();
    for (Path page : pages()) {
      Matcher link = LINK.matcher(Files.readString(page));
      while (link.find()) {
        String target = link.group(1);
        if (!target.contains("://") && !Files.exists(page.resolveSibling(target))) {
          broken.add(page + " -> " + target);
        }
      }
    }
    assertEquals(List.of(), broken);
  }

  /** The command on the line after .ci/run's "The README's test command" comment. */
  private static String ciTestCommand() throws IOException {
    List<String> lines = Files.readAllLines(Path.of(".ci/run"));
    for (int i = 0; i < lines.size() - 1; i++) {
      if (lines.get(i).contains("The README's test command")) {
        return lines.get(i + 1).strip();
      }
    }
    throw new AssertionError(".ci/run no longer names the README's test command");
  }

  private static List<Path> pages() throws IOException {
    try (Stream<Path> docs = Files.walk(Path.of("docs"))) {
      List<Path> pages = new ArrayList<>(List.of(README));
      docs.filter(p -> p.toString().endsWith(".md")).forEach(pages::add);
      return pages;
    }
  }
}
