package dev.nnebench.docs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

/** The pages under docs/ as the documentation tests read them. */
final class DocsPages {
  static final Path DOCS = Path.of("docs");

  private DocsPages() {}

  static String text(String page) throws IOException {
    return Files.readString(DOCS.resolve(page));
  }

  /** The table row of {@code page} whose first cell is {@code `key`}, or "" if none. */
  static String row(String page, String key) throws IOException {
    List<String> lines = Files.readAllLines(DOCS.resolve(page));
    return lines.stream().filter(l -> l.startsWith("| `" + key + "` |")).findFirst().orElse("");
  }

  /** Whether {@code text} has {@code name} as a whole word: {@code --sdu} is not {@code --sdu-x}. */
  static boolean names(String text, String name) {
    return Pattern.compile("(?<![\\w-])" + Pattern.quote(name) + "(?![\\w-])").matcher(text).find();
  }
}
