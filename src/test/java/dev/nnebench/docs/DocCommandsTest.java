package dev.nnebench.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cli.Main;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Every nnebench command line shown in a code block of the README or a page under docs/ (the
 * example pipelines of ci.md among them) is one the CLI accepts: an option renamed or dropped
 * without its examples fails the build. Shell around a command (variables, pipes, comments) is
 * left out; what the command does with its values at run time is the other tests' business.
 */
class DocCommandsTest {
  private static final String JAR = "nnebench.jar ";
  private static final Set<String> SHELL_ENDS = Set.of("|", "||", "&&", ";", ">", ">>", "2>&1",
      "&");

  @Test
  void everyCommandInACodeBlockParses() throws IOException {
    List<String> commands = commands();
    assertTrue(commands.size() > 50, "found only " + commands.size() + " commands");
    List<String> refused = new ArrayList<>();
    for (String command : commands) {
      try {
        Main.commandLine().parseArgs(arguments(command).toArray(String[]::new));
      } catch (CommandLine.ParameterException e) {
        refused.add(command + "\n    -> " + e.getMessage());
      }
    }
    assertEquals("", String.join("\n", refused), "commands in the docs the CLI refuses");
  }

  /* Each command line in a fenced block, continuation lines joined. */
  private static List<String> commands() throws IOException {
    List<String> found = new ArrayList<>();
    try (Stream<Path> pages = Files.list(DocsPages.DOCS)) {
      for (Path page : Stream.concat(pages, Stream.of(Path.of("README.md")))
          .filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
        found.addAll(commandsIn(Files.readAllLines(page)));
      }
    }
    return found;
  }

  private static List<String> commandsIn(List<String> lines) {
    List<String> found = new ArrayList<>();
    boolean fenced = false;
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      if (line.strip().startsWith("```")) {
        fenced = !fenced;
      } else if (fenced && line.contains(JAR) && !line.contains("$(")) {
        StringBuilder command = new StringBuilder(line.substring(line.indexOf(JAR) + JAR.length()));
        while (command.toString().stripTrailing().endsWith("\\") && i + 1 < lines.size()) {
          String joined = command.toString().stripTrailing();
          command.setLength(0);
          command.append(joined, 0, joined.length() - 1).append(' ').append(lines.get(++i));
        }
        found.add(command.toString().strip());
      }
    }
    return found;
  }

  /* Shell words up to the first comment or operator, dropping the ones the shell fills in. */
  static List<String> arguments(String command) {
    List<String> words = new ArrayList<>();
    for (String word : ShellWords.split(command)) {
      if (word.startsWith("#") || SHELL_ENDS.contains(word)) {
        break;
      }
      if (!word.contains("$")) {
        words.add(word);
      }
    }
    return words;
  }
}
