package dev.nnebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Every command and option a user can type is documented under docs/: each command has its page
 * docs/NAME.md, and that page names each of the command's options and positional parameters, so
 * an option added to a command without a word in its page fails the build. Likewise every axis
 * a preset or {@code -p} can set has its row, with its default, in docs/presets.md.
 */
class DocsCoverageTest {

  private static final Path DOCS = Path.of("docs");
  /* | `axis` | values | default | taken by |: the cell after the third bar. */
  private static final int DEFAULT_COLUMN = 3;

  @Test
  void everyCommandHasAPageNamingEachOfItsOptionsAndParameters() throws IOException {
    List<String> missing = new ArrayList<>();
    for (CommandLine sub : Main.commandLine().getSubcommands().values()) {
      CommandSpec spec = sub.getCommandSpec();
      if (spec.userObject() instanceof CommandLine.HelpCommand) {
        continue;
      }
      missing.addAll(undocumented(spec));
    }
    assertEquals(List.of(), missing, "commands and options without a word in docs/");
  }

  @Test
  void theMainCommandsOwnOptionsAndTheHelpCommandAreInTheIndex() throws IOException {
    String index = Files.readString(DOCS.resolve("README.md"));
    List<String> missing = new ArrayList<>();
    for (var option : Main.commandLine().getCommandSpec().options()) {
      if (!names(index, option.longestName())) {
        missing.add("nnebench " + option.longestName() + " (docs/README.md)");
      }
    }
    if (!names(index, "help")) {
      missing.add("nnebench help (docs/README.md)");
    }
    assertEquals(List.of(), missing);
  }

  @Test
  void everyAxisHasARowWithItsDefaultInThePresetsReference() throws IOException {
    List<String> lines = Files.readAllLines(DOCS.resolve("presets.md"));
    List<String> missing = new ArrayList<>();
    for (Axis<?> axis : Axes.ALL) {
      String row = lines.stream().filter(l -> l.startsWith("| `" + axis.name() + "` |"))
          .findFirst().orElse(null);
      if (row == null) {
        missing.add("axis " + axis.name() + " (no row in docs/presets.md)");
      } else if (!axis.defaultText().isEmpty()
          && !row.split("\\|")[DEFAULT_COLUMN].contains("`" + axis.defaultText() + "`")) {
        missing.add("axis " + axis.name() + " default `" + axis.defaultText() + "`");
      }
    }
    assertEquals(List.of(), missing, "axes not (or wrongly) documented in docs/presets.md");
  }

  private static List<String> undocumented(CommandSpec spec) throws IOException {
    Path page = DOCS.resolve(spec.name() + ".md");
    if (!Files.exists(page)) {
      return List.of("nnebench " + spec.name() + " (no " + page + ")");
    }
    String text = Files.readString(page);
    List<String> missing = new ArrayList<>();
    for (ArgSpec arg : spec.args()) {
      String name = arg.isOption()
          ? ((CommandLine.Model.OptionSpec) arg).longestName()
          : arg.paramLabel();
      if (!names(text, name)) {
        missing.add("nnebench " + spec.name() + " " + name + " (" + page + ")");
      }
    }
    for (CommandLine sub : spec.subcommands().values()) {
      missing.addAll(undocumented(sub.getCommandSpec()));
    }
    return missing;
  }

  /** Whether {@code text} has {@code name} as a whole word: {@code --sdu} is not {@code --sdu-x}. */
  private static boolean names(String text, String name) {
    return Pattern.compile("(?<![\\w-])" + Pattern.quote(name) + "(?![\\w-])").matcher(text).find();
  }
}
