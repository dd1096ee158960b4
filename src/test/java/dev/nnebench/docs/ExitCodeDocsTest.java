package dev.nnebench.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.failure.ExitCodes;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The exit-code table of docs/README.md has one row per code {@link ExitCodes} declares and no
 * other, each saying what it means and which commands return it: a script or a CI pipeline
 * reads the code, so a new one must be documented before it ships.
 */
class ExitCodeDocsTest {
  private static final Pattern ROW = Pattern.compile("^\\| (\\d+) \\| ([^|]+) \\| ([^|]+) \\|$",
      Pattern.MULTILINE);

  @Test
  void everyDeclaredCodeHasARowAndEveryRowADeclaredCode() throws Exception {
    Map<Integer, String> documented = new TreeMap<>();
    String page = DocsPages.text("README.md");
    String table = page.substring(page.indexOf("## Exit codes"));
    Matcher row = ROW.matcher(table.substring(0, table.indexOf("\n## ")));
    while (row.find()) {
      documented.put(Integer.parseInt(row.group(1)), row.group(3).strip());
    }

    assertEquals(declared().keySet(), documented.keySet(), "codes in docs/README.md");
    documented.forEach((code, commands) -> assertTrue(commands.contains("`")
        || commands.equals("every command"), code + " names no command: " + commands));
  }

  private static Map<Integer, String> declared() throws IllegalAccessException {
    Map<Integer, String> codes = new TreeMap<>();
    for (Field f : Arrays.stream(ExitCodes.class.getFields())
        .filter(f -> Modifier.isStatic(f.getModifiers()) && f.getType() == int.class).toList()) {
      codes.put(f.getInt(null), f.getName());
    }
    return codes;
  }
}
