package dev.nnebench.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.cli.Main;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Every command and option a user can type is documented under docs/: each command has its page
 * docs/NAME.md, and that page names each of the command's options and positional parameters, so
 * an option added to a command without a word in its page fails the build.
 */
class CommandDocsTest {

  @Test
  void everyCommandHasAPageNamingEachOfItsOptionsAndParameters() throws IOException {
    List<String> missing = new ArrayList<>();
    for (CommandLine sub : Main.commandLine().getSubcommands().values()) {
      CommandSpec spec = sub.getCommandSpec();
      if (!(spec.userObject() instanceof CommandLine.HelpCommand)) {
        missing.addAll(undocumented(spec));
      }
    }
    assertEquals(List.of(), missing, "commands and options without a word in docs/");
  }

  @Test
  void theMainCommandsOwnOptionsAndTheHelpCommandAreInTheIndex() throws IOException {
    String index = DocsPages.text("README.md");
    List<String> missing = new ArrayList<>();
    for (OptionSpec option : Main.commandLine().getCommandSpec().options()) {
      if (!DocsPages.names(index, option.longestName())) {
        missing.add("nnebench " + option.longestName() + " (docs/README.md)");
      }
    }
    if (!DocsPages.names(index, "help")) {
      missing.add("nnebench help (docs/README.md)");
    }
    assertEquals(List.of(), missing);
  }

  private static List<String> undocumented(CommandSpec spec) throws IOException {
    Path page = DocsPages.DOCS.resolve(spec.name() + ".md");
    if (!Files.exists(page)) {
      return List.of("nnebench " + spec.name() + " (no " + page + ")");
    }
    String text = Files.readString(page);
    List<String> missing = new ArrayList<>();
    for (ArgSpec arg : spec.args()) {
      String name = arg.isOption() ? ((OptionSpec) arg).longestName() : arg.paramLabel();
      if (!DocsPages.names(text, name)) {
        missing.add("nnebench " + spec.name() + " " + name + " (" + page + ")");
      }
    }
    for (CommandLine sub : spec.subcommands().values()) {
      missing.addAll(undocumented(sub.getCommandSpec()));
    }
    return missing;
  }
}
